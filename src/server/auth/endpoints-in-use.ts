/**
 * The Better Auth endpoints the app uses; /api/auth answers every other one 404 before Better Auth sees
 * it. Better Auth serves many more (get-session and list-sessions, which hand session tokens to
 * scripts; verify-password, change-password and the POST reset-password, which check a password or a
 * token without our limits; an English HTML error page), and a plugin or an upgrade may add others: an
 * allowlist keeps each one closed until the app means to use it, with its limits.
 *
 * The app's own routes do the rest: /api/perfil/senha changes the password and /api/account/reset-password
 * sets a new one from the recovery link, both limited.
 */
interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** The path under /api/auth. */
  path: RegExp;
  /** It tells whether a secret is right, so attempts are limited per IP (decision 0004). */
  checksToken?: boolean;
}

const ENDPOINTS_IN_USE: AuthEndpoint[] = [
  { method: 'POST', path: /^\/sign-in\/email$/ },
  { method: 'POST', path: /^\/sign-up\/email$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'POST', path: /^\/request-password-reset$/ },
  // The recovery e-mail's link: Better Auth checks the token and sends the browser on to /redefinir-senha.
  { method: 'GET', path: /^\/reset-password\/[^/]+$/, checksToken: true },
];

/** The endpoint `method path` (path under /api/auth) is, when the app uses it. */
export function authEndpointInUse(method: string, path: string): AuthEndpoint | undefined {
  return ENDPOINTS_IN_USE.find((endpoint) => endpoint.method === method && endpoint.path.test(path));
}

/**
 * The per-IP bucket of every check of a password-reset token, shared by the e-mail's link (GET
 * /api/auth/reset-password/:token) and the new password's form (POST /api/account/reset-password).
 */
export const resetTokenAttemptKey = (ip: string) => `/reset-password:ip:${ip}`;
