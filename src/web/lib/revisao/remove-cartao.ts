import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../shared/messages';
import { api, errorMessage } from '../api';
import { toast } from '../toast';
import { revisaoKeys } from './get-revisao';

/** DELETE /api/revisao/cartoes/:questaoId: 'Não revisar mais esta questão'. */
export function removeCartao(questaoId: number): Promise<void> {
  return api.delete<void>(`/api/revisao/cartoes/${questaoId}`);
}

/** Removes the question from the student's review, with a toast either way. */
export function useRemoveCartao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartao,
    onSuccess: () => {
      toast.success(messages.revisaoCartaoRemovido);
      void queryClient.invalidateQueries({ queryKey: revisaoKeys.all });
    },
    onError: (error) => {
      toast.error(errorMessage(error, messages.revisaoRemoverFalhou));
    },
  });
}
