import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminListQueryOptions } from '../../lib/admin-lists';
import { api } from '../../lib/api';

/**
 * Every admin query's key starts with this. The admin tabs show one another's data (a matéria's módulo
 * name, a question's matéria and aula, the counts of aulas and questões, a report's student), so a write
 * on any tab marks all of them stale: the tab on screen refetches at once, the others when opened.
 */
export const adminDataKey = ['admin'] as const;

/** Marks every admin query stale (adminDataKey), and `also`. */
export function useRefreshAdminData(also: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return () => Promise.all([adminDataKey, ...also].map((key) => queryClient.invalidateQueries({ queryKey: key })));
}

/**
 * The three hooks every admin list of one entity needs: the list, a save (POST without an id, PUT with
 * one) and a delete. After a write every admin list (useRefreshAdminData) and `alsoInvalidate` (the
 * student screens that show the entity, e.g. /perfil's choices) refetch, so the change is seen at once.
 */
export function createAdminCrudHooks<Item, Input>({
  path,
  queryKey,
  alsoInvalidate = [],
}: {
  /** e.g. '/api/admin/unidades' */
  path: string;
  /** Starts with adminDataKey. */
  queryKey: QueryKey;
  alsoInvalidate?: QueryKey[];
}) {
  const useRefresh = () => useRefreshAdminData(alsoInvalidate);

  function useList() {
    return useQuery(adminListQueryOptions<Item>({ path, queryKey }));
  }

  function useSave() {
    const refresh = useRefresh();
    return useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: Input }) =>
        id === null ? api.post<Item>(path, body) : api.put<Item>(`${path}/${id}`, body),
      onSuccess: refresh,
    });
  }

  function useDelete() {
    const refresh = useRefresh();
    return useMutation({
      mutationFn: (id: number) => api.delete<unknown>(`${path}/${id}`),
      onSuccess: refresh,
    });
  }

  return { useList, useSave, useDelete };
}
