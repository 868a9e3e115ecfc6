import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminQuestao,
  AdminQuestoesPage,
  AdminQuestoesQueryInput,
  QuestaoInput,
} from '../../../../shared/schemas/admin-questoes';
import { createAdminCrudHooks } from '../../../components/admin/crud-api';
import { api } from '../../../lib/api';

const PATH = '/api/admin/questoes';
/** Every question query (pages and single questions) starts with this key; a write refreshes them all. */
export const adminQuestoesKey = ['admin', 'questoes'] as const;

/** POST, PUT /{id} and DELETE /{id} (refused with a 409 while students' history points at the question). */
const hooks = createAdminCrudHooks<AdminQuestao, QuestaoInput>({ path: PATH, queryKey: adminQuestoesKey });
export const useSaveQuestao = hooks.useSave;
export const useDeleteQuestao = hooks.useDelete;

/** The filters as a query string, without the empty ones. */
export function questoesSearch(filters: AdminQuestoesQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * GET /api/admin/questoes: one page for the filters. The previous page stays on screen while the next
 * one loads, so the list does not jump back to a spinner on every keystroke of the search.
 */
export function useAdminQuestoes(filters: AdminQuestoesQueryInput) {
  return useQuery({
    queryKey: [...adminQuestoesKey, 'lista', filters],
    queryFn: ({ signal }) => api.get<AdminQuestoesPage>(`${PATH}${questoesSearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/questoes/{id}: one question for the edit modal opened from elsewhere (Reports). */
export function useAdminQuestao(id: number | null) {
  return useQuery({
    queryKey: [...adminQuestoesKey, 'item', id],
    queryFn: ({ signal }) => api.get<AdminQuestao>(`${PATH}/${id}`, { signal }),
    enabled: id !== null,
  });
}
