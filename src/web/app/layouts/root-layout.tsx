import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useDocumentTitle, usePageTitle } from '../../lib/page-title';
import { useSessionWatcher } from '../session-watcher';

/**
 * `/notas/` → `/notas`: React Router opens a page with a trailing slash, but its NavLink compares the
 * address as written, so the menu would mark no entry. One address per page keeps them in step.
 */
function withoutTrailingSlash(pathname: string): string | null {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : null;
}

/** The top of every route: session recovery, the tab title and scroll restoration. */
export function RootLayout() {
  useSessionWatcher();
  useDocumentTitle(usePageTitle());
  const { pathname, search, hash } = useLocation();
  const canonical = withoutTrailingSlash(pathname);
  if (canonical !== null) return <Navigate to={`${canonical}${search}${hash}`} replace />;
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
