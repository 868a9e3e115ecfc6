import type { AdminResumo } from '../../../../shared/schemas/admin-resumos';
import { createAdminCrudHooks } from '../../../components/admin/crud-api';

/**
 * GET /api/admin/resumos (módulo, matéria, link or stored PDF size), POST and PUT /{id} as a multipart
 * form (`materiaId`, and `url` or the file in `arquivo`; on an edit, neither keeps the stored PDF), and
 * DELETE /{id}. A change also refetches the students' /resumos list, so they see it at once.
 */
const hooks = createAdminCrudHooks<AdminResumo, FormData>({
  path: '/api/admin/resumos',
  queryKey: ['admin', 'resumos'],
  // The students' list (features/resumos: resumosQueryOptions).
  alsoInvalidate: [['resumos']],
});

export const useAdminResumos = hooks.useList;
export const useSaveResumo = hooks.useSave;
export const useDeleteResumo = hooks.useDelete;

/** Where the admin opens an uploaded PDF (no subscription needed). */
export const adminResumoPdfUrl = (id: number) => `/api/admin/resumos/${id}/pdf`;
