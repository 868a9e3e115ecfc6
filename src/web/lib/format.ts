// pt-BR formatting of grades and dates, shared by the simulado screens and the comment lists.

const notaFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const averageFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A simulado grade: "7,5", "6,67", "10,0". */
export function formatNota(nota: number): string {
  return notaFormat.format(nota);
}

/** An average kept to one decimal ("7,3"); "-" when there is none. */
export function formatAverage(value: number | null): string {
  return value === null ? '-' : averageFormat.format(value);
}

/** "05/03/2025, 14:30" (pt-BR's own separator). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
