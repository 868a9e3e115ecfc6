import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** Route `handle` shape: every page route names its title there (shown by the layouts). */
export type RouteHandle = { title?: string };

function hasTitle(handle: unknown): handle is { title: string } {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (hasTitle(handle)) return handle.title;
  }
  return undefined;
}

/** Keeps the browser tab's title in step with the page: "Simulados | Bizu". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Bizu` : 'Bizu';
  }, [title]);
}
