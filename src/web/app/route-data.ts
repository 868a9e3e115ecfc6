import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { isSubscriptionActive } from '../../shared/rules/subscription';
import type { Me } from '../../shared/schemas/me';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { perfilOpcoesQueryOptions } from '../features/perfil/api/get-perfil-opcoes';
import { rankingQueryOptions } from '../features/ranking/api/get-ranking';
import { rankingUnidadesQueryOptions } from '../features/ranking/api/list-ranking-unidades';
import { opcoesQueryOptions } from '../features/simulados/api/get-opcoes';
import { posicaoQueryOptions } from '../lib/posicao';
import { revisaoResumoQueryOptions } from '../lib/revisao/get-revisao';
import { adminListQueryOptions, type AdminList } from '../lib/admin-lists';
import { meQueryKey, meQueryOptions, wasNotSubscribed, wasSignedIn } from '../lib/session';

/**
 * Starts the session probe (GET /api/session) at once, before React renders and while the route's
 * chunks download; the guards then read the same query. Called when the entry module runs.
 */
export function startSessionProbe(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(meQueryOptions());
}

/**
 * A route loader that starts the page's first request as soon as the session is known, alongside the
 * download of the page's chunk instead of after its first render. It returns at once: the page still
 * shows its own loading and error states, and the guards still decide who sees it; a signed-out
 * visitor asks for nothing. The page's query then finds its request already under way.
 */
export function prefetchWhenSignedIn(
  queryClient: QueryClient | undefined,
  prefetch: (queryClient: QueryClient, user: Me) => Promise<unknown>,
): LoaderFunction {
  return () => {
    if (queryClient) {
      void queryClient
        .ensureQueryData(meQueryOptions())
        .then((user) => (user ? prefetch(queryClient, user) : undefined))
        .catch(() => undefined);
    }
    return null;
  };
}

/**
 * How long the app's first page waits for its first answers before it renders with its own loading state
 * instead (prefetchEarly's `starting`).
 */
export const FIRST_PAGE_DATA_WAIT_MS = 1500;

/** `work` settled, or `ms` passed: whichever comes first. Never rejects: the page shows its own errors. */
function settledWithin(work: Promise<unknown>, ms: number): Promise<null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    void work
      .catch(() => undefined)
      .then(() => {
        clearTimeout(timer);
        resolve(null);
      });
  });
}

/**
 * As prefetchWhenSignedIn, for a page whose first request needs only the session cookie: when the
 * session is not known yet (the app is starting) and this browser was signed in at its last visit, the
 * request leaves at once, beside the session probe, instead of one round trip after it. A session that
 * ended meanwhile only costs that request a 401; the guards still send the visitor to /login.
 *
 * `nonSubscribersOnly`: a request for a user without an active subscription (the player's access check).
 * Before the session is known the last probe's hint decides (wasNotSubscribed); once it is known, the
 * profile does.
 *
 * `starting`: whether the router is still opening the app's first page (the full-page spinner is on
 * screen until it has). Then the loader waits for the session and the page's requests, up to
 * FIRST_PAGE_DATA_WAIT_MS: the page renders once, with its data, inside the router's transition, which
 * React renders in slices the browser can answer input between. Returning at once, the page rendered its
 * loading state and then again as each answer landed, and a query's answer is rendered in one piece: a
 * long task on a phone right after the first paint (decision 0074). On a later navigation the loader
 * returns at once, so the page and its loading state show at the click, as before.
 */
export function prefetchEarly(
  queryClient: QueryClient | undefined,
  prefetch: (queryClient: QueryClient) => Promise<unknown>,
  { nonSubscribersOnly = false, starting }: { nonSubscribersOnly?: boolean; starting?: () => boolean } = {},
): LoaderFunction {
  // Whether this signed-in user's page asks for anything (the player's check only for a non-subscriber).
  const wantsPage = (user: Me) => !(nonSubscribersOnly && isSubscriptionActive(user.dataExpiracao));
  const whenSignedIn = prefetchWhenSignedIn(queryClient, (client, user) =>
    wantsPage(user) ? prefetch(client) : Promise.resolve(),
  );
  const hinted = nonSubscribersOnly ? wasNotSubscribed : wasSignedIn;
  return async (args) => {
    if (!queryClient) return null;
    // The session is not known yet and this browser was signed in: the page's request leaves at once.
    const early = queryClient.getQueryData(meQueryKey) === undefined && hinted();
    if (!starting?.()) {
      if (early) {
        void prefetch(queryClient).catch(() => undefined);
        return null;
      }
      return whenSignedIn(args);
    }
    // The session probe is under way since the entry ran (startSessionProbe): ensureQueryData joins it.
    const session = queryClient.ensureQueryData(meQueryOptions());
    const page = early
      ? prefetch(queryClient)
      : session.then((user) => (user && wantsPage(user) ? prefetch(queryClient) : undefined));
    return settledWithin(Promise.all([session, page]), FIRST_PAGE_DATA_WAIT_MS);
  };
}

/** The first request of each signed-in page whose data needs only the session cookie. */
export const pageData = {
  // The dashboard and the ranking ask again on every visit: staleTime 0 here, a short one in the page.
  // Its two cards with their own request (the review and 'Onde estou') leave with it, not once the
  // page has rendered: the first screen then settles in one pass instead of three.
  dashboard: (queryClient: QueryClient) =>
    Promise.all([
      queryClient.prefetchQuery({ ...dashboardQueryOptions(), staleTime: 0 }),
      queryClient.prefetchQuery({ ...revisaoResumoQueryOptions(), staleTime: 0 }),
      queryClient.prefetchQuery(posicaoQueryOptions()),
    ]),
  // /simulados shows the review's card beside the choices.
  simulados: (queryClient: QueryClient) =>
    Promise.all([
      queryClient.prefetchQuery(opcoesQueryOptions()),
      queryClient.prefetchQuery({ ...revisaoResumoQueryOptions(), staleTime: 0 }),
    ]),
  /** The player's access check (once, no retry), for a non-subscriber only (prefetchEarly's nonSubscribersOnly). */
  realizar: (queryClient: QueryClient) => queryClient.prefetchQuery({ ...opcoesQueryOptions(), retry: false }),
  ranking: (queryClient: QueryClient) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery({
        ...rankingQueryOptions({ tab: 'geral', q: '', unidadeId: null }),
        staleTime: 0,
      }),
      queryClient.prefetchQuery(rankingUnidadesQueryOptions()),
      // 'Onde estou', on the first screen under the list.
      queryClient.prefetchQuery(posicaoQueryOptions()),
    ]),
  perfil: (queryClient: QueryClient) => queryClient.prefetchQuery(perfilOpcoesQueryOptions()),
  /** An admin tab that is one list (lib/admin-lists.ts); a student's browser only gets a 403 for it. */
  adminList: (list: AdminList) => (queryClient: QueryClient) => queryClient.prefetchQuery(adminListQueryOptions(list)),
};
