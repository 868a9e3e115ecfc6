/**
 * Requests index.html starts while the HTML is parsed, before the app's code has downloaded (decision
 * 0066): on a browser that was signed in at its last visit, the session probe and the first request of
 * a signed-in page leave at once, instead of once the entry has downloaded and run, a round trip and a
 * few hundred milliseconds of script later on a phone. The inline script (scripts/route-preloads.ts)
 * keeps each request's promise here; `api.get` takes it for the same path instead of asking again.
 *
 * Each answer is used once, only in the first seconds of the page (an answer kept longer would be a
 * stale screen) and only for the session the page opened with: signing in or out forgets them.
 */

/** The global the inline script writes: path → [the fetch's promise, performance.now() when it left]. */
export const EARLY_REQUESTS_GLOBAL = '__bizuEarly';

/**
 * The session probe: the profile, or null when signed out (lib/session.ts). It leaves early on every
 * page of a browser that was signed in at its last visit.
 */
export const SESSION_PROBE_PATH = '/api/session';

/** The headers every early request carries: what `api.get` sends (lib/api.ts). */
export const EARLY_REQUEST_HEADERS = { Accept: 'application/json' } as const;

/** Past this age an early answer is not used: the page asks again. */
export const EARLY_REQUEST_MAX_AGE_MS = 10_000;

/**
 * The first request of each signed-in page that index.html starts early, by the route's path as the
 * router writes it. They are the requests the route's loader makes (`pageData`, app/route-data.ts); a
 * test holds the two together.
 */
export const earlyPageRequests: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/api/dashboard', '/api/revisao', '/api/ranking/posicao'],
  '/simulados': ['/api/simulados/opcoes', '/api/revisao'],
  '/ranking': ['/api/ranking?tab=geral&page=1', '/api/ranking/unidades', '/api/ranking/posicao'],
  '/perfil': ['/api/perfil/opcoes'],
  // The admin tabs that are one list (lib/admin-lists.ts).
  '/admin/modulos': ['/api/admin/modulos'],
  '/admin/materias': ['/api/admin/materias'],
  '/admin/unidades': ['/api/admin/unidades'],
  '/admin/editais': ['/api/admin/editais'],
  '/admin/bancas': ['/api/admin/bancas'],
};

/**
 * The first requests a page makes only for a user without an active subscription, started early where
 * the last session probe found such a user (the `notSubscribed` hint, lib/storage-keys.ts): the player's
 * access check, which a subscriber never needs (lib/simulados/materia-access.ts). A hint that is out of
 * date only costs a request the player does not use, or one that leaves once the probe has answered.
 */
export const earlyPageRequestsNotSubscribed: Readonly<Record<string, readonly string[]>> = {
  '/simulados/realizar/:materiaId': ['/api/simulados/opcoes'],
};

type EarlyRequests = Record<string, [Promise<Response>, number] | undefined>;

function earlyRequests(): EarlyRequests | undefined {
  return (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as EarlyRequests | undefined;
}

/**
 * The signed-in pages whose first screen formats a number or a day (lib/format.ts), by the route's path
 * as the router writes it: on these index.html warms the locale's formats while the entry downloads
 * (decision 0070). Recorded by wrapping the Intl constructors while each page opened with the demo data;
 * elsewhere (the player, /simulados, the admin's one-list tabs) a warm-up could only delay the first
 * screen. A page missing here loads its formats at first use, as before.
 */
export const pagesFormattingAtFirstPaint: ReadonlySet<string> = new Set([
  '/dashboard',
  '/ranking',
  '/notas',
  '/perfil',
  '/comentarios',
  '/assinatura',
  '/cadernos',
  '/cadernos/:cadernoId',
  '/simulados/historico',
  '/simulados/resultados/:simuladoId',
  '/admin',
  '/admin/alunos',
  '/admin/questions',
  '/admin/reports',
]);

/**
 * Where index.html leaves the warm-up of the locale's formats until it runs (scripts/route-preloads.ts,
 * decisions 0070 and 0074): its idle callback runs it if the main thread is idle before the app's code
 * arrives, the entry otherwise (`finishIntlWarmUp`); whichever comes first takes it away.
 */
export const INTL_WARM_UP_GLOBAL = '__bizuIntlWarmUp';

/**
 * The app's code is running: a warm-up that has not run yet runs now, before the first render, so the
 * locale's data loads before anything is on screen and not inside the page's first render after it (an
 * interaction would wait for it there). Only the pages whose first screen formats have one.
 */
export function finishIntlWarmUp(): void {
  const scope = globalThis as Record<string, unknown>;
  const warmUp = scope[INTL_WARM_UP_GLOBAL];
  delete scope[INTL_WARM_UP_GLOBAL];
  if (typeof warmUp === 'function') warmUp();
}

/** The early answer for `path`, once, if it left less than EARLY_REQUEST_MAX_AGE_MS ago. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const requests = earlyRequests();
  const early = requests?.[path];
  if (!requests || !early) return undefined;
  delete requests[path];
  const [response, startedAt] = early;
  return performance.now() - startedAt < EARLY_REQUEST_MAX_AGE_MS ? response : undefined;
}

/** Signing in or out: the answers asked with the previous session's cookie are not this user's. */
export function forgetEarlyResponses(): void {
  const requests = earlyRequests();
  if (!requests) return;
  for (const path of Object.keys(requests)) delete requests[path];
}
