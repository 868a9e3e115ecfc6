import { Hono } from 'hono';
import { APIError } from 'better-auth/api';
import { resetPasswordSchema } from '../../shared/schemas/auth.js';
import { clientIp } from '../auth/client-ip.js';
import { resetTokenAttemptKey } from '../auth/endpoints-in-use.js';
import { hitRateLimit } from '../auth/rate-limit.js';
import { trustedDeviceSetCookie } from '../auth/trusted-device.js';
import type { AppDeps, AppEnv } from '../context.js';
import { AppError } from '../errors.js';
import { jsonBody } from './validate.js';

/**
 * POST /api/account/reset-password: the recovery link's new password. Better Auth resets it (and
 * ends the user's other sessions); then we sign the user in, so the link ends on /perfil signed in.
 */
export function accountRoutes({ auth, db, env }: AppDeps) {
  return new Hono<AppEnv>().post('/reset-password', jsonBody(resetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    if (await hitRateLimit(db, [resetTokenAttemptKey(clientIp(c, env))], env.authRateLimit)) {
      throw new AppError('RATE_LIMITED');
    }
    const ctx = await auth.$context;
    const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
    const user = verification ? await ctx.internalAdapter.findUserById(verification.value) : null;
    if (!verification || !user || verification.expiresAt < new Date()) throw new AppError('INVALID_RESET_TOKEN');

    try {
      await auth.api.resetPassword({ body: { token, newPassword } });
    } catch (error) {
      if (error instanceof APIError && error.statusCode < 500) throw new AppError('INVALID_RESET_TOKEN');
      throw error;
    }
    const { headers } = await auth.api.signInEmail({
      body: { email: user.email, password: newPassword, rememberMe: false },
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    // The link in the mailbox proved the account is theirs: this browser is trusted for it (decision 0022).
    const device = trustedDeviceSetCookie({ appUrl: env.appUrl, secret: ctx.secret, email: user.email.toLowerCase() });
    c.header('set-cookie', device, { append: true });
    return c.json({ ok: true });
  });
}
