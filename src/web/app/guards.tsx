import { Navigate, Outlet } from 'react-router';
import { messages } from '../../shared/messages';
import { LoadFailed } from '../components/load-states';
import { FullPageSpinner } from '../components/ui/spinner';
import { isBrowserOffline, isUnreachable, readLastUser } from '../lib/offline/last-user';
import { CurrentUserProvider, isOutage, useMe } from '../lib/session';
import type { Me } from '../../shared/schemas/me';

/**
 * Signed-in routes: spinner while the session loads, /login without a user. When the first session probe
 * failed for an outage (session-watcher.ts) nobody is known to be signed out: the error, and a retry.
 */
export function RequireAuth() {
  const { data: probed, isPending, error, refetch } = useMe();
  // Offline (decision 0042): the last signed-in profile opens the shell and the simulado in progress.
  const user = probed ?? offlineUser(isPending, error);
  if (isPending && !user) return <FullPageSpinner />;
  if (!user && isOutage(error)) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-background p-6">
        <h1 className="sr-only">Bizu</h1>
        <LoadFailed message={messages.profileLoadFailed} onRetry={() => void refetch()} />
      </main>
    );
  }
  if (!user) return <Navigate to="/login" replace />;
  return (
    <CurrentUserProvider value={user}>
      <Outlet />
    </CurrentUserProvider>
  );
}

/**
 * With the server out of reach (no network, or not our API answering), the profile of the last probe
 * that found this student signed in; also while the first probe is still retrying if the browser says
 * it is offline, so the spinner does not wait out the retries. Any answer from the server wins.
 */
function offlineUser(isPending: boolean, error: unknown): Me | null {
  if (isPending ? !isBrowserOffline() : !isUnreachable(error)) return null;
  return readLastUser();
}

/** Admin routes (below RequireAuth): non-admins go to /dashboard. */
export function RequireAdmin() {
  const { data: user } = useMe();
  if (!user?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * Public-only routes (/login, /cadastro, /recuperar-senha): a signed-in user goes to /dashboard. With no
 * network the session probe waits for one (TanStack Query pauses it), so it is not waited for: a student
 * signed in before goes on to the offline app (decision 0042), anyone else gets the form, which says that
 * signing in needs the internet.
 */
export function PublicOnly() {
  const { data: user, isPending } = useMe();
  const offline = isPending && isBrowserOffline();
  if (user ?? (offline ? readLastUser() : null)) return <Navigate to="/dashboard" replace />;
  if (isPending && !offline) return <FullPageSpinner />;
  return <Outlet />;
}
