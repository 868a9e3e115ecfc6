import { Component, createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Location } from './history';
import type { Params, RouteMatch } from './match';
import type { NavigateOptions, Router, RouterState } from './router';

export const RouterContext = createContext<Router | null>(null);
export const RouterStateContext = createContext<RouterState | null>(null);
export const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });
export const RouteErrorContext = createContext<unknown>(undefined);

/** The app under `router`: the matched routes, each inside its parent's <Outlet />. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state,
  );
  const root = router.routes[0];
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>
        {state.initialized ? renderMatches(state) : (root?.hydrateFallbackElement ?? null)}
      </RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}

function renderMatches({ matches, error, location }: RouterState): ReactNode {
  const errorAt = error ? matches.findIndex((m) => m.node.id === error.boundaryId) : -1;
  const shown = errorAt >= 0 ? matches.slice(0, errorAt + 1) : matches;
  return shown.reduceRight<ReactNode>((outlet, match, i) => {
    const route = match.node.route;
    const value = { outlet, params: match.params };
    if (i === errorAt) {
      return (
        <RouteContext.Provider value={value}>
          <RouteErrorContext.Provider value={error!.error}>{route.errorElement}</RouteErrorContext.Provider>
        </RouteContext.Provider>
      );
    }
    const content = <RouteContext.Provider value={value}>{elementOf(match)}</RouteContext.Provider>;
    if (route.errorElement === undefined) return content;
    return (
      <RenderErrorBoundary location={location} fallback={route.errorElement}>
        {content}
      </RenderErrorBoundary>
    );
  }, null);
}

function elementOf({ node }: RouteMatch): ReactNode {
  const { element, Component: Own } = node.route;
  if (element !== undefined) return element;
  const Loaded = Own ?? node.loaded;
  return Loaded ? <Loaded /> : <Outlet />;
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** A route's errorElement in place of what failed to render below it, until the next navigation. */
class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

/** Where a layout route shows the route matched below it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** Goes to `to` once rendered (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useRouterOrThrow();
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

export function useRouterOrThrow(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('used outside <RouterProvider>');
  return router;
}
