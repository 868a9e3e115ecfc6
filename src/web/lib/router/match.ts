import type { ComponentType, ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderArgs {
  params: Params;
}

/** Runs when its route is entered (and again when its params or the search change); its result is unused. */
export type LoaderFunction = (args: LoaderArgs) => unknown;

/** One entry of the route table (app/router.tsx). */
export interface RouteObject {
  /** Absolute ('/simulados/realizar/:materiaId'), relative to the parent's, or '*' for any path. */
  path?: string;
  element?: ReactNode;
  Component?: ComponentType;
  /** Shown in place of this route's content when a route at or below it failed to load or to render. */
  errorElement?: ReactNode;
  /** Shown while the first page's code loads. */
  hydrateFallbackElement?: ReactNode;
  /** Free data for the layouts (the page title). */
  handle?: unknown;
  loader?: LoaderFunction;
  /** Loads the route's component on first visit (a separate chunk). */
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: RouteObject[];
}

/** A route of the table as the router keeps it: its id, and its component once `lazy` has loaded it. */
export interface RouteNode {
  id: string;
  route: RouteObject;
  /** Set by the router when the route's lazy code arrived. */
  loaded?: ComponentType;
}

export interface RouteMatch {
  node: RouteNode;
  /** The matched path's params, the same object for every match of a branch. */
  params: Params;
}

interface Branch {
  nodes: RouteNode[];
  segments: string[];
  score: number;
}

const joinPaths = (parent: string, path: string) =>
  path.startsWith('/') || path === '*' ? path : `${parent.replace(/\/$/, '')}/${path}`;

const splitPath = (path: string) => path.split('/').filter(Boolean);

/** More specific paths first: a static segment outweighs a param, which outweighs '*' (as React Router ranks). */
function scoreOf(segments: string[]): number {
  return segments.reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length,
  );
}

/** Every route that has a path, with the routes above it (pathless layouts included), most specific first. */
export function flattenRoutes(routes: RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  const visit = (list: RouteObject[], parents: RouteNode[], parentPath: string, idPrefix: string) => {
    list.forEach((route, i) => {
      const node: RouteNode = { id: `${idPrefix}${i}`, route };
      const nodes = [...parents, node];
      const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
      if (route.path !== undefined) {
        const segments = splitPath(path);
        branches.push({ nodes, segments, score: scoreOf(segments) });
      }
      if (route.children) visit(route.children, nodes, path, `${node.id}-`);
    });
  };
  visit(routes, [], '/', '');
  // Array sort is stable: routes of the same score keep the table's order.
  return branches.sort((a, b) => b.score - a.score);
}

/** The params of `pathname` against `segments`, or null when it does not match (letter case ignored). */
function matchSegments(segments: string[], pathname: string): Params | null {
  const parts = splitPath(pathname);
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(safeDecode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(part);
    else if (segment.toLowerCase() !== safeDecode(part).toLowerCase()) return null;
  }
  return parts.length === segments.length ? params : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The branch of routes `pathname` opens, from the root down, or null when none does. */
export function matchBranches(branches: Branch[], pathname: string): RouteMatch[] | null {
  for (const branch of branches) {
    const params = matchSegments(branch.segments, pathname);
    if (params) return branch.nodes.map((node) => ({ node, params }));
  }
  return null;
}
