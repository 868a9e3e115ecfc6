/**
 * Every localStorage key the app uses, in one place. Only the theme, the remembered e-mail, whether
 * the browser was signed in and with no subscription (hints), the last profile and the in-progress simulado
 * (emAndamentoKey) live in the browser;
 * passwords never do (see docs/decisions).
 */
/** The value of `storageKeys.signedIn` (and `notSubscribed`) while the hint is set (read by index.html's preloads too). */
export const SIGNED_IN_HINT = '1';

export const storageKeys = {
  theme: 'theme',
  savedEmail: 'savedEmail',
  rememberMe: 'rememberMe',
  /**
   * '1' while this browser's last session probe found a signed-in user. A hint for speed only (a page
   * may ask for its data before the probe answers, app/route-data.ts); never trusted for access.
   */
  signedIn: 'signedIn',
  /**
   * SIGNED_IN_HINT while the user of this browser's last session probe had no active subscription. A
   * hint for speed only: the player's access check (asked only for a non-subscriber) leaves from
   * index.html beside the probe (lib/early-requests.ts); never trusted for access.
   */
  notSubscribed: 'notSubscribed',
  /**
   * The profile of the last probe that found a signed-in user (lib/offline/last-user.ts): the app opens
   * with no network on it (decision 0042). Removed when a probe finds nobody and at sign-out.
   */
  lastUser: 'lastUser',
  /** Written by the old app; removed on sight, never written. */
  legacySavedPassword: 'savedPassword',
} as const;

/** localStorage can throw (private mode, disabled storage); treat that as "nothing stored". */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference simply is not remembered.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}
