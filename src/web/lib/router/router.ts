import {
  createBrowserHistory,
  createMemoryHistory,
  hrefOf,
  resolveLocation,
  type History,
  type Location,
  type NavigationType,
} from './history';
import { flattenRoutes, matchBranches, type RouteMatch, type RouteNode, type RouteObject } from './match';

export interface RouterState {
  /** False until the first page's code has arrived (until then the root's fallback shows). */
  initialized: boolean;
  location: Location;
  navigationType: NavigationType;
  matches: RouteMatch[];
  /** A route that failed to load, by the id of the route whose errorElement shows it. */
  error: { boundaryId: string; error: unknown } | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Thrown into the root's errorElement when no route matches (the table's '*' route prevents it). */
class NoRouteError extends Error {
  constructor(pathname: string) {
    super(`No route matches ${pathname}`);
  }
}

/**
 * The app's router: matches the location against the route table, loads the matched routes' lazy code
 * (keeping the current page on screen until it arrives, as a full page load would), starts their
 * loaders, then commits the location to the history and to the screen. The latest navigation wins.
 */
export class Router {
  readonly routes: RouteObject[];
  state: RouterState;
  private readonly history: History;
  private readonly branches: ReturnType<typeof flattenRoutes>;
  private readonly listeners = new Set<(state: RouterState) => void>();
  private readonly lazyLoads = new Map<string, Promise<void>>();
  /** Scroll positions by history entry key, while ScrollRestoration is mounted. */
  private scrollPositions: Record<string, number> | null = null;
  private pending = 0;
  private readonly stopListening: () => void;

  constructor(routes: RouteObject[], history: History) {
    this.routes = routes;
    this.history = history;
    this.branches = flattenRoutes(routes);
    const location = history.location;
    this.state = { initialized: false, location, navigationType: 'POP', matches: [], error: null };
    this.stopListening = history.listen((next) => void this.start('POP', next));
    void this.start('POP', location, true);
  }

  subscribe(listener: (state: RouterState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Goes to `to` (a path, possibly with search and hash) or moves `to` steps in the history. */
  navigate(to: string | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      this.history.go(to);
      return Promise.resolve();
    }
    const next = resolveLocation(to, this.state.location, options.state);
    // A link to the page already open replaces its entry instead of stacking a copy.
    const replace = options.replace ?? hrefOf(next) === hrefOf(this.state.location);
    return this.start(replace ? 'REPLACE' : 'PUSH', next);
  }

  /** Saves each entry's scroll position into `positions` as the page is left, until the returned function is called. */
  keepScrollPositions(positions: Record<string, number>): () => void {
    this.scrollPositions = positions;
    return () => {
      this.scrollPositions = null;
    };
  }

  scrollPositionOf(key: string): number | undefined {
    return this.scrollPositions?.[key];
  }

  dispose(): void {
    this.stopListening();
    this.listeners.clear();
  }

  private async start(type: NavigationType, location: Location, initial = false): Promise<void> {
    const token = ++this.pending;
    // Where the student was on the page being left, taken before anything of the next page runs.
    if (!initial && this.scrollPositions) this.scrollPositions[this.state.location.key] = window.scrollY;
    const matches = matchBranches(this.branches, location.pathname);
    if (!matches) {
      // The root route alone, so that its errorElement has a place to show.
      const root = this.routes[0];
      const rootOnly = root ? [{ node: { id: '0', route: root }, params: {} }] : [];
      this.commit(type, location, rootOnly, { boundaryId: '0', error: new NoRouteError(location.pathname) });
      return;
    }
    this.runLoaders(matches, location, initial);
    const failures = await Promise.all(
      matches.map(({ node }) =>
        this.loadLazy(node).then(
          () => null,
          (error: unknown) => ({ node, error }),
        ),
      ),
    );
    // A later navigation started while this one's code was loading: it decides what shows.
    if (token !== this.pending) return;
    const failed = failures.find((f) => f !== null);
    this.commit(
      type,
      location,
      matches,
      failed ? { boundaryId: boundaryFor(matches, failed.node), error: failed.error } : null,
    );
  }

  /** Starts the loaders of the routes entered, and of those whose params or the search changed. */
  private runLoaders(matches: RouteMatch[], location: Location, initial: boolean) {
    const before = new Map(this.state.matches.map((m) => [m.node.id, m]));
    const sameSearch = location.search === this.state.location.search;
    for (const match of matches) {
      const loader = match.node.route.loader;
      if (!loader) continue;
      const previous = before.get(match.node.id);
      const unchanged = !initial && previous && sameSearch && sameParams(previous.params, match.params);
      if (!unchanged) loader({ params: match.params });
    }
  }

  private loadLazy(node: RouteNode): Promise<void> {
    const lazy = node.route.lazy;
    if (!lazy || node.loaded) return Promise.resolve();
    let load = this.lazyLoads.get(node.id);
    if (!load) {
      load = lazy().then(
        (module) => {
          node.loaded = module.Component;
        },
        (error: unknown) => {
          // The next visit tries the download again (it may have failed on a bad connection).
          this.lazyLoads.delete(node.id);
          throw error;
        },
      );
      this.lazyLoads.set(node.id, load);
    }
    return load;
  }

  private commit(type: NavigationType, location: Location, matches: RouteMatch[], error: RouterState['error']) {
    if (type === 'PUSH') this.history.push(location);
    else if (type === 'REPLACE') this.history.replace(location);
    this.state = { initialized: true, location, navigationType: type, matches, error };
    this.listeners.forEach((listener) => listener(this.state));
  }
}

function sameParams(a: Record<string, string | undefined>, b: Record<string, string | undefined>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The id of the nearest route at or above `failed` that has an errorElement (the root's when none has). */
function boundaryFor(matches: RouteMatch[], failed: RouteNode): string {
  const index = matches.findIndex((m) => m.node === failed);
  for (let i = index; i >= 0; i--) if (matches[i]!.node.route.errorElement !== undefined) return matches[i]!.node.id;
  return matches[0]!.node.id;
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return new Router(routes, createBrowserHistory());
}

/** A router over a history in memory, for component tests. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return new Router(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}
