import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the student's cadernos and notes (issue 33 §6). */
export const cadernosKeys = {
  all: ['cadernos'] as const,
  list: () => [...cadernosKeys.all, 'list'] as const,
  detail: (id: number) => [...cadernosKeys.all, 'detail', id] as const,
  anotacao: (questaoId: number) => ['anotacoes', questaoId] as const,
};

/** A caderno changed (created, renamed, a question in or out): the list's counts and its page are stale. */
export function refreshCadernos(queryClient: QueryClient, cadernoId?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cadernosKeys.list() }),
    cadernoId === undefined ? null : queryClient.invalidateQueries({ queryKey: cadernosKeys.detail(cadernoId) }),
  ]);
}
