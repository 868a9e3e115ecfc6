// Labels of the overview's buckets and figures, in pt-BR. Days arrive as YYYY-MM-DD São Paulo days.

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** '05/03' */
export function diaCurto(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** 'mar/25' */
export function mesCurto(day: string): string {
  return `${MESES[Number(day.slice(5, 7)) - 1]}/${day.slice(2, 4)}`;
}

/** '1.234' */
export function numero(n: number): string {
  return n.toLocaleString('pt-BR');
}

/** 'R$ 99,90' */
export function reais(centavos: number): string {
  return (centavos / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
}
