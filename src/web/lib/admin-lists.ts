import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api';

/** One admin list: the GET that gives it whole, and its query key (under ['admin']: crud-api.ts). */
export interface AdminList {
  path: string;
  queryKey: QueryKey;
}

/**
 * The admin tabs that are one list of one entity. Their hooks (components/admin/crud-api.ts) and their
 * routes' loaders (app/route-data.ts) read the path and the key from here, so the loader's request and
 * the tab's are one request. Kept apart from the tabs' code, which the entry does not carry.
 */
export const adminLists = {
  modulos: { path: '/api/admin/modulos', queryKey: ['admin', 'modulos'] },
  materias: { path: '/api/admin/materias', queryKey: ['admin', 'materias'] },
  unidades: { path: '/api/admin/unidades', queryKey: ['admin', 'unidades'] },
  editais: { path: '/api/admin/editais', queryKey: ['admin', 'editais'] },
  bancas: { path: '/api/admin/bancas', queryKey: ['admin', 'bancas'] },
} as const satisfies Record<string, AdminList>;

export function adminListQueryOptions<Item>({ path, queryKey }: AdminList) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.get<Item[]>(path, { signal }) });
}
