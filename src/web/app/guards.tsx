import { Navigate, Outlet } from '../lib/router';
import { FullPageSpinner } from '../components/ui/spinner';
import { CurrentUserProvider, useMe } from '../lib/session';

/** Signed-in routes: spinner while the session loads, /login without a user. */
export function RequireAuth() {
  const { data: user, isPending } = useMe();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <CurrentUserProvider value={user}>
      <Outlet />
    </CurrentUserProvider>
  );
}

/** Admin routes (below RequireAuth): non-admins go to /dashboard. */
export function RequireAdmin() {
  const { data: user } = useMe();
  if (!user?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Public-only routes (/login, /cadastro, /recuperar-senha): a signed-in user goes to /dashboard. */
export function PublicOnly() {
  const { data: user, isPending } = useMe();
  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
