/** Query keys of the calendar; every one starts with ['provas'] so one invalidation refreshes them all. */
export const provasKeys = {
  all: ['provas'] as const,
  list: () => [...provasKeys.all, 'list'] as const,
  materias: () => [...provasKeys.all, 'materias'] as const,
  feed: () => [...provasKeys.all, 'calendario'] as const,
};
