import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminEdital, AdminUnidade } from '../../../../shared/schemas/admin';
import type { AdminAluno, AdminAlunosPage, AlunoUpdateInput } from '../../../../shared/schemas/admin-alunos';
import { useRefreshAdminData } from '../../../components/admin/crud-api';
import { api } from '../../../lib/api';
import { meQueryKey } from '../../../lib/session';

const PATH = '/api/admin/alunos';
const alunosKey = ['admin', 'alunos'] as const;

/**
 * GET /api/admin/alunos?q=&page=: one page of the search. The page shown stays while the next one
 * loads, so the table does not flash empty as the admin types or turns pages.
 */
export function useAdminAlunos({ q, page }: { q: string; page: number }) {
  return useQuery({
    queryKey: [...alunosKey, { q, page }],
    queryFn: ({ signal }) =>
      api.get<AdminAlunosPage>(`${PATH}?${new URLSearchParams({ q, page: String(page) }).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The editais and unidades the form offers. Same requests and cache keys as the Editais and Unidades
 * tabs (GET /api/admin/editais, /api/admin/unidades), so a change made there shows here at once.
 */
export function useAlunoOpcoes() {
  const editais = useQuery({
    queryKey: ['admin', 'editais'],
    queryFn: ({ signal }) => api.get<AdminEdital[]>('/api/admin/editais', { signal }),
  });
  const unidades = useQuery({
    queryKey: ['admin', 'unidades'],
    queryFn: ({ signal }) => api.get<AdminUnidade[]>('/api/admin/unidades', { signal }),
  });
  return { editais, unidades };
}

// The ranking and /perfil read the same users rows; admin Reports shows the student's name and e-mail.
const useRefreshAlunos = () => useRefreshAdminData([['ranking'], meQueryKey]);

/** POST (id null: 'Novo Usuário', password required) or PUT /{id} ('Editar Usuário', password optional). */
export function useSaveAluno() {
  const refresh = useRefreshAlunos();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AlunoUpdateInput }) =>
      id === null ? api.post<AdminAluno>(PATH, body) : api.put<AdminAluno>(`${PATH}/${encodeURIComponent(id)}`, body),
    onSuccess: refresh,
  });
}

/** DELETE /{id}: refused with a 409 for an admin. */
export function useDeleteAluno() {
  const refresh = useRefreshAlunos();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`${PATH}/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
