import type { AdminUnidade, UnidadeInput } from '../../../../shared/schemas/admin';
import { createAdminCrudHooks } from '../../../components/admin/crud-api';
import { adminLists } from '../../../lib/admin-lists';

/**
 * GET /api/admin/unidades (every unidade, active or not, by sigla), POST, PUT /{id} and DELETE /{id}
 * (refused with a 409 while students have chosen it). A change also refreshes the choices /perfil offers.
 */
const hooks = createAdminCrudHooks<AdminUnidade, UnidadeInput>({
  ...adminLists.unidades,
  alsoInvalidate: [['perfil', 'opcoes']],
});

export const useAdminUnidades = hooks.useList;
export const useSaveUnidade = hooks.useSave;
export const useDeleteUnidade = hooks.useDelete;
