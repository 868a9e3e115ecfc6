import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle, usePageTitle } from '../../lib/page-title';
import { useSessionWatcher } from '../session-watcher';

/** The top of every route: session recovery, the tab title and scroll restoration. */
export function RootLayout() {
  useSessionWatcher();
  useDocumentTitle(usePageTitle());
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
