import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, RouteErrorContext, RouterStateContext, useRouterOrThrow } from './components';
import type { Location } from './history';
import type { Params } from './match';
import type { NavigateOptions, RouterState } from './router';

function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('used outside <RouterProvider>');
  return state;
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** The params of the matched path (`:materiaId`…). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** Every matched route, from the root down, with its `handle`. */
export function useMatches(): Array<{ id: string; handle: unknown; params: Params }> {
  const { matches } = useRouterState();
  return useMemo(
    () => matches.map(({ node, params }) => ({ id: node.id, handle: node.route.handle, params })),
    [matches],
  );
}

/** The error a route's errorElement is showing. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

/** Navigation from code; the function stays the same between renders. */
export function useNavigate(): NavigateFunction {
  const router = useRouterOrThrow();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The location's search params, and a setter that navigates to new ones (on the same path). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      const query = value.toString();
      void navigate(query ? `?${query}` : '?', options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
