import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAula, AulaInput } from '../../../../shared/schemas/admin-materias';
import { createAdminCrudHooks } from '../../../components/admin/crud-api';
import { adminCatalogoKey } from '../../../components/admin/use-admin-catalogo';
import { api } from '../../../lib/api';
import { simuladosKeys } from '../../../lib/simulados/keys';

const aulasKey = ['admin', 'aulas'] as const;

/**
 * POST /api/admin/aulas, PUT /{id} and DELETE /{id} (refused while questões are linked). A change
 * refreshes every filtered list (all share the ['admin', 'aulas'] prefix), the admin selects and the
 * simulado choices, which offer a matéria's active aulas.
 */
const hooks = createAdminCrudHooks<AdminAula, AulaInput>({
  path: '/api/admin/aulas',
  queryKey: aulasKey,
  alsoInvalidate: [adminCatalogoKey, simuladosKeys.opcoes()],
});

/** GET /api/admin/aulas, of one matéria when `materiaId` is given (the tab's filter). */
export function useAdminAulas(materiaId: number | null) {
  return useQuery({
    queryKey: [...aulasKey, materiaId ?? 'todas'],
    queryFn: ({ signal }) =>
      api.get<AdminAula[]>(materiaId ? `/api/admin/aulas?materiaId=${materiaId}` : '/api/admin/aulas', { signal }),
    // Changing the filter keeps the previous list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export const useSaveAula = hooks.useSave;
export const useDeleteAula = hooks.useDelete;
