import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '../../../shared/messages';
import type { RevisaoSessao } from '../../../shared/schemas/revisao';
import { api } from '../api';
import { useCurrentUser } from '../session';
import { REVISAO_PATH } from '../simulado-paths';
import { createEmAndamento, writeEmAndamento } from '../simulados/em-andamento';
import { toast } from '../toast';
import { revisaoKeys } from './get-revisao';

/** POST /api/revisao/sessao: the due cards' questions (answer key included), or why there are none. */
export function startRevisaoSessao(): Promise<RevisaoSessao> {
  return api.post<RevisaoSessao>('/api/revisao/sessao');
}

/**
 * 'Revisar hoje': asks the server for the due cards, stores them as the student's in-progress
 * simulado of kind 'revisao' and opens the review's player. Nothing due any more (answered in another
 * tab): says so and refreshes the count. The caller has already asked before replacing a copy in
 * progress.
 */
export function useStartRevisao() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRevisaoSessao,
    onSuccess: async (data) => {
      if (data.questoes.length === 0) {
        toast.info(data.mensagem ?? messages.revisaoNadaParaRevisar);
        await queryClient.invalidateQueries({ queryKey: revisaoKeys.all });
        return;
      }
      writeEmAndamento(user.id, createEmAndamento({ materia: null, questoes: data.questoes }));
      await navigate(REVISAO_PATH);
    },
    onError: () => {
      toast.error(messages.revisaoIniciarFalhou);
    },
  });
}
