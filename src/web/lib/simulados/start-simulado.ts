import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../toast';
import { messages } from '../../../shared/messages';
import type { SelecaoRequest, SelecaoResponse } from '../../../shared/schemas/simulados';
import { api, isApiError } from '../api';
import { useCurrentUser } from '../session';
import { realizarPath } from '../simulado-paths';
import { createEmAndamento, writeEmAndamento } from './em-andamento';

type Vazio = NonNullable<SelecaoResponse['vazio']>;

/** SPEC §8 empty-filter messages, by the reason the server gives. */
export const vazioMessages: Record<Vazio, string> = {
  sem_questoes: messages.semQuestoes,
  todas_respondidas: messages.todasRespondidas,
  sem_questoes_filtro: messages.semQuestoesFiltro,
};

/** POST /api/simulados/selecao: the questions of a new simulado (answer key included), or why there are none. */
export function selectQuestoes(body: SelecaoRequest): Promise<SelecaoResponse> {
  return api.post<SelecaoResponse>('/api/simulados/selecao', body);
}

// The players' addresses live apart (lib/simulado-paths.ts) so that linking to a player loads no schema.
export { cadernoPlayerPath, emAndamentoPath, realizarPath, REVISAO_PATH } from '../simulado-paths';

/**
 * Starts a simulado: selects the questions, stores the in-progress copy for the signed-in user and opens
 * the player. An empty selection calls `onEmpty` with the spec's message; a premium subject for a
 * non-subscriber toasts the server's message and goes to /assinatura; anything else toasts filterFailed.
 */
export function useStartSimulado({ onEmpty }: { onEmpty?: (message: string) => void } = {}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  return useMutation({
    // `cebraspe` stays in the browser: it only decides how the results show the grade.
    mutationFn: ({ cebraspe: _cebraspe, ...body }: SelecaoRequest & { cebraspe?: boolean }) => selectQuestoes(body),
    onSuccess: async (data, { cebraspe = false }) => {
      if (data.vazio !== null || data.questoes.length === 0) {
        onEmpty?.(vazioMessages[data.vazio ?? 'sem_questoes_filtro']);
        return;
      }
      // A timed simulado keeps the server's deadline and how far this browser's clock is from the server's.
      const sessao = data.sessao
        ? { id: data.sessao.id, prazo: data.sessao.prazo, desvioMs: Date.parse(data.sessao.agora) - Date.now() }
        : undefined;
      writeEmAndamento(
        user.id,
        createEmAndamento({ materia: data.materia, questoes: data.questoes, sessao, cebraspe }),
      );
      await navigate(realizarPath(data.materia.id));
    },
    onError: async (error) => {
      if (isApiError(error) && error.code === 'SUBSCRIPTION_REQUIRED') {
        toast.error(error.message);
        await navigate('/assinatura');
        return;
      }
      toast.error(messages.filterFailed);
    },
  });
}
