import type { AdminMateria, MateriaInput } from '../../../../shared/schemas/admin-materias';
import { createAdminCrudHooks } from '../../../components/admin/crud-api';
import { adminLists } from '../../../lib/admin-lists';
import { adminCatalogoKey } from '../../../components/admin/use-admin-catalogo';
import { simuladosKeys } from '../../../lib/simulados/keys';

/**
 * GET /api/admin/materias (every matéria with its módulo and usage counts), POST, PUT /{id} and DELETE
 * /{id} (refused with a 409 naming what depends on it). A change also refreshes the admin selects and
 * every student screen that lists matérias: the simulado choices, /notas, the calendar's exam form and
 * /resumos; and, as a move to another módulo changes the averages, the dashboard and the ranking.
 */
const hooks = createAdminCrudHooks<AdminMateria, MateriaInput>({
  ...adminLists.materias,
  alsoInvalidate: [
    adminCatalogoKey,
    simuladosKeys.opcoes(),
    ['notas'],
    ['provas'],
    ['resumos'],
    ['dashboard'],
    ['ranking'],
  ],
});

export const useAdminMaterias = hooks.useList;
export const useSaveMateria = hooks.useSave;
export const useDeleteMateria = hooks.useDelete;
