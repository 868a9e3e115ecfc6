import { bancaInputSchema } from '../../../shared/schemas/admin.js';
import type { AppDeps } from '../../context.js';
import { createBanca, deleteBanca, listBancas, updateBanca } from '../../services/admin/bancas.js';
import { adminCrudRoutes } from './crud-routes.js';

/** /api/admin/bancas (issue 33 §2): the bancas questions come from; a banca in use is only deactivated. */
export function adminBancasRoutes(deps: AppDeps) {
  return adminCrudRoutes(deps, bancaInputSchema, {
    list: listBancas,
    create: createBanca,
    update: updateBanca,
    remove: deleteBanca,
  });
}
