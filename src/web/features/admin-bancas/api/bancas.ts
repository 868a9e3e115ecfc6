import type { AdminBanca, BancaInput } from '../../../../shared/schemas/admin';
import { createAdminCrudHooks } from '../../../components/admin/crud-api';
import { adminLists } from '../../../lib/admin-lists';

/**
 * GET /api/admin/bancas (every banca, active or not, by name, with how many questions name it), POST,
 * PUT /{id} and DELETE /{id} (refused with a 409 while questions name it). A change refreshes every admin
 * list, the catalogue the question form reads its bancas from among them.
 */
const hooks = createAdminCrudHooks<AdminBanca, BancaInput>({
  ...adminLists.bancas,
  alsoInvalidate: [['simulados', 'opcoes']],
});

export const useAdminBancas = hooks.useList;
export const useSaveBanca = hooks.useSave;
export const useDeleteBanca = hooks.useDelete;
