import type { AdminModulo, ModuloInput } from '../../../../shared/schemas/admin';
import { adminCatalogoKey } from '../../../components/admin/use-admin-catalogo';
import { createAdminCrudHooks } from '../../../components/admin/crud-api';
import { adminLists } from '../../../lib/admin-lists';

/**
 * GET /api/admin/modulos (every módulo with its number of matérias), POST, PUT /{id} and DELETE /{id}
 * (refused with a 409 while matérias belong to it). A change also refreshes the admin selects and the
 * module names the student pages show.
 */
const hooks = createAdminCrudHooks<AdminModulo, ModuloInput>({
  ...adminLists.modulos,
  alsoInvalidate: [adminCatalogoKey, ['notas']],
});

export const useAdminModulos = hooks.useList;
export const useSaveModulo = hooks.useSave;
export const useDeleteModulo = hooks.useDelete;
