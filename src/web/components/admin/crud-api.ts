import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * The three hooks every admin list of one entity needs: the list, a save (POST without an id, PUT with
 * one) and a delete. After a write the list and `alsoInvalidate` (the student screens that show the
 * entity, e.g. /perfil's choices) refetch, so the change is seen at once.
 */
export function createAdminCrudHooks<Item, Input>({
  path,
  queryKey,
  alsoInvalidate = [],
}: {
  /** e.g. '/api/admin/unidades' */
  path: string;
  queryKey: QueryKey;
  alsoInvalidate?: QueryKey[];
}) {
  function useRefresh() {
    const queryClient = useQueryClient();
    return () =>
      Promise.all([queryKey, ...alsoInvalidate].map((key) => queryClient.invalidateQueries({ queryKey: key })));
  }

  function useList() {
    return useQuery({ queryKey, queryFn: ({ signal }) => api.get<Item[]>(path, { signal }) });
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
