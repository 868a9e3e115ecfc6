import type { QueryClient } from '@tanstack/react-query';

/** Query keys of /notas. */
export const notasKeys = {
  all: ['notas'] as const,
  list: () => [...notasKeys.all, 'list'] as const,
  materias: () => [...notasKeys.all, 'materias'] as const,
};

/**
 * A nota saved, edited or deleted changes the list and its averages here, the dashboard's last notas and
 * ranking card, and the ranking itself (the server already rewrote the student's ranking row).
 */
export function refreshAfterNotaChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notasKeys.list() }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['ranking'] }),
  ]);
}
