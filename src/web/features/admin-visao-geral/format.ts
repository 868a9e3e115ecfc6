// Labels of the overview's buckets and figures, in pt-BR. Days arrive as YYYY-MM-DD São Paulo days.
// The numbers use formats built once and kept: the overview formats a few hundred of them as it paints
// (counters, tables, every chart label), and `toLocaleString('pt-BR')` builds a new format on each call.
import { atFirstUse } from '../../../shared/rules/at-first-use';
import { formatDecimal } from '../../lib/format';

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** '05/03' */
export function diaCurto(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** 'mar/25' */
export function mesCurto(day: string): string {
  return `${MESES[Number(day.slice(5, 7)) - 1]}/${day.slice(2, 4)}`;
}

/** '1.234', '3,5': what `toLocaleString('pt-BR')` writes (up to three decimals). */
export function numero(n: number): string {
  return formatDecimal(n, 0, 3);
}

const reaisFormat = atFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));

/** 'R$ 99,90' */
export function reais(centavos: number): string {
  return reaisFormat().format(centavos / 100);
}
