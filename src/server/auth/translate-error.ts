import { messages } from '../../shared/messages.js';

// Better Auth answers in English with its own codes; users see the spec's pt-BR messages.
const byCode: Record<string, { status?: number; code?: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: messages.loginInvalid },
  USER_ALREADY_EXISTS: { status: 422, message: messages.signupDuplicate },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 422,
    code: 'USER_ALREADY_EXISTS',
    message: messages.signupDuplicate,
  },
  PASSWORD_TOO_SHORT: { message: messages.passwordTooShort },
  PASSWORD_TOO_LONG: { message: messages.invalidInput },
  INVALID_EMAIL: { message: messages.emailInvalid },
  INVALID_TOKEN: { message: messages.resetLinkInvalid },
  FAILED_TO_CREATE_USER: { message: messages.signupFailed },
  // Better Auth's CSRF check refused the page's Origin: the app is opened at an address it was not
  // configured for (APP_URL / TRUSTED_ORIGINS), which no retry or other password will fix.
  INVALID_ORIGIN: { status: 403, message: messages.originNotTrusted },
  // The same refusals as the app's own Origin check (origin-check.ts), in its words and codes.
  MISSING_OR_NULL_ORIGIN: { status: 403, code: 'MISSING_ORIGIN', message: messages.originMissing },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { status: 403, code: 'INVALID_ORIGIN', message: messages.originNotTrusted },
};

const fallbackByPath: Array<[string, string]> = [
  ['/sign-in', messages.loginUnexpected],
  ['/sign-up', messages.signupFailed],
  ['/request-password-reset', messages.recoveryFailed],
];

/** The `{ code, message }` body our API uses everywhere, for a failed Better Auth response. */
export function translateAuthError(
  path: string,
  status: number,
  body: { code?: string; message?: string } | null,
): { status: number; code: string; message: string } {
  const code = body?.code ?? (status === 401 ? 'UNAUTHENTICATED' : 'AUTH_ERROR');
  const known = byCode[code];
  if (known) return { status: known.status ?? status, code: known.code ?? code, message: known.message };
  if (status >= 500) return { status, code: 'INTERNAL', message: messages.internal };
  if (status === 401) return { status, code, message: messages.notAuthenticated };
  const fallback = fallbackByPath.find(([prefix]) => path.includes(prefix))?.[1] ?? messages.invalidInput;
  return { status, code, message: fallback };
}
