import { clientErrorCodes, isApiError } from '../api';
import { parseMe, type Me } from '../../../shared/schemas/me';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../storage-keys';

/**
 * The profile of the last session probe that found a signed-in user, kept so that a student who opens
 * the app with no network (the service worker serves the shell) still reaches the simulado in
 * progress, stored under their id. Only what GET /api/session answered (never a password or a token),
 * removed as soon as a probe finds nobody signed in and at sign-out. Never trusted for access: the
 * server checks every request, and the first probe that reaches it replaces this copy.
 */
export function rememberLastUser(me: Me | null): void {
  if (me) writeStorage(storageKeys.lastUser, JSON.stringify(me));
  else removeStorage(storageKeys.lastUser);
}

/** The last signed-in profile, or null; anything unreadable is removed. */
export function readLastUser(): Me | null {
  const raw = readStorage(storageKeys.lastUser);
  if (raw === null) return null;
  try {
    return parseMe(JSON.parse(raw));
  } catch {
    removeStorage(storageKeys.lastUser);
    return null;
  }
}

/**
 * The server could not be reached at all: no network, or something else than our API answering (a
 * captive portal's page, a proxy's error page). Unlike a 503 from the API itself, nothing can be
 * asked of the server, so the app runs on what the browser has.
 */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.code === clientErrorCodes.network || error.code === clientErrorCodes.badResponse);
}

/** The browser says it has no network (it may be wrong the other way: online with no connection). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
