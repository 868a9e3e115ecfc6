import { atFirstUse } from '../../../shared/rules/at-first-use';

// Reports are reviewed from Brazil: their times read as in São Paulo, whatever the admin's device says.
const saoPaulo = atFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** "05/03/2025, 14:30", as the students' screens write a moment (lib/format.ts), in São Paulo time. */
export function formatReportDate(iso: string): string {
  const part = Object.fromEntries(
    saoPaulo()
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${part.day}/${part.month}/${part.year}, ${part.hour}:${part.minute}`;
}
