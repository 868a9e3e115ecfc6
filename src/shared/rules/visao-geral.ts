// The admin overview's calendar (issue 34 §5): São Paulo days as YYYY-MM-DD strings, counted in whole
// days from the Unix epoch, so the server's buckets and the page's labels agree without a time zone.

const DAY_MS = 86_400_000;

export function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

export function dayOf(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** The Monday that starts the week of `day`. */
export function weekStart(day: string): string {
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
  return dayOf(n - ((n + 3) % 7));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `months` months after the month of `day` (negative: before). */
export function addMonths(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The period's first day: 30 days with today, or the 12 months with the current one. */
export function periodoInicio(periodo: '30d' | '12m', hoje: string): string {
  return periodo === '30d' ? addDays(hoje, -29) : addMonths(hoje, -11);
}

/** Every day, Monday or month start from `from` to `to` (both included): the chart's empty buckets too. */
export function bucketStarts(from: string, to: string, by: 'dia' | 'semana' | 'mes'): string[] {
  const starts: string[] = [];
  if (by === 'mes') {
    for (let d = monthStart(from); d <= to; d = addMonths(d, 1)) starts.push(d);
  } else {
    const step = by === 'dia' ? 1 : 7;
    for (let d = by === 'dia' ? from : weekStart(from); d <= to; d = addDays(d, step)) starts.push(d);
  }
  return starts;
}

/** The bucket a day falls in. */
export function bucketOf(day: string, by: 'dia' | 'semana' | 'mes'): string {
  return by === 'dia' ? day : by === 'semana' ? weekStart(day) : monthStart(day);
}
