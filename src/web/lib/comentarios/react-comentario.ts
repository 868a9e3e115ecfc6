import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../toast';
import { messages } from '../../../shared/messages';
import type { ReacaoResumo, ReacaoTipo } from '../../../shared/schemas/comentarios';
import { api } from '../api';
import { comentariosKeys } from './keys';

/**
 * SPEC §4: the same reaction again removes it, the other one replaces it. The server decides; this is
 * the optimistic guess shown until its answer arrives.
 */
export function applyReaction(current: ReacaoResumo, tipo: ReacaoTipo): ReacaoResumo {
  let { likes, dislikes } = current;
  if (current.minhaReacao === 'like') likes -= 1;
  if (current.minhaReacao === 'dislike') dislikes -= 1;
  const minhaReacao = current.minhaReacao === tipo ? null : tipo;
  if (minhaReacao === 'like') likes += 1;
  if (minhaReacao === 'dislike') dislikes += 1;
  return { likes: Math.max(0, likes), dislikes: Math.max(0, dislikes), minhaReacao };
}

/** POST /api/comentarios/:id/reacao → the comment's counts and the user's reaction after the change. */
export function reactComentario(comentarioId: number, tipo: ReacaoTipo): Promise<ReacaoResumo> {
  return api.post<ReacaoResumo>(`/api/comentarios/${comentarioId}/reacao`, { tipo });
}

type WithReaction = ReacaoResumo & { id: number };

function patchLists(
  queryClient: ReturnType<typeof useQueryClient>,
  comentarioId: number,
  patch: (current: ReacaoResumo) => ReacaoResumo,
) {
  queryClient.setQueriesData<WithReaction[]>({ queryKey: comentariosKeys.all }, (list) =>
    Array.isArray(list) ? list.map((c) => (c.id === comentarioId ? { ...c, ...patch(c) } : c)) : list,
  );
}

/**
 * Like/dislike one comment, updating every cached comment list at once (the question's and "Meus
 * Comentários"): optimistic first, then the server's numbers; on failure the lists are put back and
 * messages.reactFailed is toasted. Quick successive taps are all kept: each shows at once, and the
 * requests for one comment go out one after the other (a mutation scope), so they reach the server in
 * order; only the last answer is applied, so the numbers do not flicker back.
 */
export function useReactComentario(comentarioId: number) {
  const queryClient = useQueryClient();
  const mutationKey = ['comentarios', 'reacao', comentarioId] as const;
  return useMutation({
    mutationKey,
    scope: { id: `comentario-reacao-${comentarioId}` },
    mutationFn: (tipo: ReacaoTipo) => reactComentario(comentarioId, tipo),
    onMutate: async (tipo) => {
      await queryClient.cancelQueries({ queryKey: comentariosKeys.all });
      const snapshot: Array<[QueryKey, unknown]> = queryClient.getQueriesData({ queryKey: comentariosKeys.all });
      patchLists(queryClient, comentarioId, (current) => applyReaction(current, tipo));
      return { snapshot };
    },
    onSuccess: (resumo) => {
      // This one still counts as running; any other means a newer tap whose answer will follow.
      if (queryClient.isMutating({ mutationKey }) <= 1) patchLists(queryClient, comentarioId, () => resumo);
    },
    onError: (_error, _tipo, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(messages.reactFailed);
      // What the server holds now is not known for sure: ask it.
      void queryClient.invalidateQueries({ queryKey: comentariosKeys.all });
    },
  });
}
