import type { AdminEdital, EditalInput } from '../../../../shared/schemas/admin';
import { createAdminCrudHooks } from '../../../components/admin/crud-api';
import { adminLists } from '../../../lib/admin-lists';

/**
 * GET /api/admin/editais (every edital, active or not, by número), POST, PUT /{id} and DELETE /{id}
 * (refused with a 409 while students have chosen it). A change also refreshes the choices /perfil offers.
 */
const hooks = createAdminCrudHooks<AdminEdital, EditalInput>({
  ...adminLists.editais,
  alsoInvalidate: [['perfil', 'opcoes']],
});

export const useAdminEditais = hooks.useList;
export const useSaveEdital = hooks.useSave;
export const useDeleteEdital = hooks.useDelete;
