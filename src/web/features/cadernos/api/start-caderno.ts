import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CadernoSimulado, OrdemCaderno } from '../../../../shared/schemas/cadernos';
import { api, errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/session';
import { createEmAndamento, writeEmAndamento } from '../../../lib/simulados/em-andamento';
import { cadernoPlayerPath } from '../../../lib/simulados/start-simulado';
import { toast } from '../../../lib/toast';

/** GET /api/cadernos/{id}/simulado?ordem=… → the questions the student may play now (at most 500). */
export function getCadernoSimulado({ id, ordem }: { id: number; ordem: OrdemCaderno }): Promise<CadernoSimulado> {
  return api.get<CadernoSimulado>(`/api/cadernos/${id}/simulado?ordem=${ordem}`);
}

/**
 * 'Resolver caderno': stores a new in-progress simulado of kind 'caderno' over the caderno's questions
 * and opens the player. Questions the student may not open now are left out, and the toast says so.
 */
export function useStartCaderno() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: getCadernoSimulado,
    onSuccess: async (data) => {
      writeEmAndamento(user.id, createEmAndamento({ materia: null, caderno: data.caderno, questoes: data.questoes }));
      if (data.indisponiveis > 0) {
        const n = data.indisponiveis;
        toast.info(
          n === 1
            ? '1 questão indisponível ficou de fora.'
            : `${n.toLocaleString('pt-BR')} questões indisponíveis ficaram de fora.`,
        );
      }
      await navigate(cadernoPlayerPath(data.caderno.id));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
