import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from './toast';
import { messages } from '../../shared/messages';
import { isSubscriptionActive } from '../../shared/rules/subscription';
import { parseMe, type Me } from '../../shared/schemas/me';
import { api, clientErrorCodes, isApiError } from './api';
import { forgetEarlyResponses, SESSION_PROBE_PATH } from './early-requests';
import { rememberLastUser } from './offline/last-user';
import { readStorage, removeStorage, SIGNED_IN_HINT, storageKeys, writeStorage } from './storage-keys';

export const meQueryKey = ['me'] as const;

/** SPEC §4/§9: the profile load is retried 3 times, 1000 ms apart, before the session is given up. */
export const SESSION_RETRIES = 3;
export const SESSION_RETRY_DELAY_MS = 1000;

/**
 * The session probe: the profile, or null when signed out. It answers an anonymous visitor 200 with
 * null, since being signed out is a normal state (a 401 would be logged by the browser as an error on
 * every visit to /login); /api/me keeps its 401 for API callers.
 */
export { SESSION_PROBE_PATH };

/**
 * A failure that says nothing about the session itself: no network, a timeout, too many requests, the
 * server (or a proxy before it) failing, or something else than the API answering (a captive portal's
 * page instead of JSON). The session may be perfectly valid, so it is not given up.
 */
export function isOutage(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === clientErrorCodes.network || error.code === clientErrorCodes.badResponse) return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/** GET /api/session: the profile, or null when signed out. Anything else is a failure to retry. */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  let me: Me | null;
  try {
    const data = await api.get<unknown>(SESSION_PROBE_PATH, { signal });
    me = data === null ? null : parseMe(data);
  } catch (error) {
    // A session that ended between the probe and its answer is still "signed out", not a failure.
    if (!(isApiError(error) && error.status === 401)) throw error;
    me = null;
  }
  rememberSignedIn(me);
  rememberLastUser(me);
  return me;
}

/** The hints index.html's early requests read: signed in, and without an active subscription. */
function rememberSignedIn(me: Me | null): void {
  if (me) writeStorage(storageKeys.signedIn, SIGNED_IN_HINT);
  else removeStorage(storageKeys.signedIn);
  if (me && !isSubscriptionActive(me.dataExpiracao)) writeStorage(storageKeys.notSubscribed, SIGNED_IN_HINT);
  else removeStorage(storageKeys.notSubscribed);
  if (!me) rememberLastUser(null);
}

/** Whether this browser was signed in at its last session probe: a hint, never a reason to show anything. */
export function wasSignedIn(): boolean {
  return readStorage(storageKeys.signedIn) === SIGNED_IN_HINT;
}

/** Whether the user of this browser's last session probe had no active subscription: a hint, as above. */
export function wasNotSubscribed(): boolean {
  return wasSignedIn() && readStorage(storageKeys.notSubscribed) === SIGNED_IN_HINT;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    retry: SESSION_RETRIES,
    retryDelay: SESSION_RETRY_DELAY_MS,
    // Keep retrying even when the browser says it is offline, so the give-up path is reached.
    networkMode: 'always',
    staleTime: 5 * 60_000,
    // A payment confirmed while the student was on the checkout tab changes the expiry: coming back to
    // the app shows it (banner, gates) without signing out.
    refetchOnWindowFocus: 'always',
  });
}

/** A profile fetched this recently, for the page the app opened on, is that page's own. */
export const SESSION_FRESH_ON_MOUNT_MS = 5_000;

/**
 * Asks the server for the profile again when the page mounts (/assinatura, /perfil show the expiry), so
 * a payment confirmed since the profile was fetched shows. Not on the page the app opened on (React
 * Router's first location, key 'default') when its session probe answered moments ago: that would ask
 * the same question twice at start. Reached by a link, the page always asks.
 */
export function useRefreshSessionOnMount(): void {
  const queryClient = useQueryClient();
  const { key } = useLocation();
  useEffect(() => {
    const fetchedAt = queryClient.getQueryState(meQueryKey)?.dataUpdatedAt ?? 0;
    if (key === 'default' && Date.now() - fetchedAt < SESSION_FRESH_ON_MOUNT_MS) return;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    // Once per page: the key is the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient]);
}

/** The session as the guards see it: `data` is the profile, null when signed out, undefined while loading. */
export function useMe() {
  return useQuery(meQueryOptions());
}

const CurrentUserContext = createContext<Me | null>(null);

/** Provided by the signed-in guard, so pages never see the profile flip to null mid-render. */
export const CurrentUserProvider = CurrentUserContext.Provider;

/** The signed-in user; only call below the signed-in guard. */
export function useCurrentUser(): Me {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used below the signed-in guard');
  return user;
}

/** Forget everything cached for the user and mark the session as signed out. */
export function endLocalSession(queryClient: QueryClient): void {
  forgetEarlyResponses();
  rememberSignedIn(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, null);
}

/** After a successful sign-in: refetch the profile (even with no component watching) before navigating. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  forgetEarlyResponses();
  return queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' });
}

/** POST /api/auth/sign-out (Better Auth wants a JSON body), then clear the cache and go to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/auth/sign-out', {}),
    onSuccess: () => {
      endLocalSession(queryClient);
      void navigate('/login', { replace: true });
    },
    onError: () => {
      toast.error(messages.logoutFailed);
    },
  });
}
