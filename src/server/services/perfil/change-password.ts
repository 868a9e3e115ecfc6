import { APIError } from 'better-auth/api';
import type { ChangePasswordRequest } from '../../../shared/schemas/password-change.js';
import { hitRateLimit } from '../../auth/rate-limit.js';
import type { AppDeps } from '../../context.js';
import { AppError } from '../../errors.js';

/**
 * Changes the signed-in user's password after checking the current one, and ends every other session
 * of theirs (Better Auth deletes them and opens a new one for this browser). Answers the Set-Cookie
 * headers of that new session. Attempts count against the per-user limit, so the current password
 * cannot be guessed through here.
 */
export async function changePassword({
  deps: { auth, db, env },
  userId,
  headers,
  input,
}: {
  deps: Pick<AppDeps, 'auth' | 'db' | 'env'>;
  userId: string;
  headers: Headers;
  input: ChangePasswordRequest;
}): Promise<string[]> {
  if (await hitRateLimit(db, [`/perfil/senha:user:${userId}`], env.authRateLimit)) throw new AppError('RATE_LIMITED');
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return result.headers.getSetCookie();
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'INVALID_PASSWORD')
      throw new AppError('CURRENT_PASSWORD_WRONG');
    if (error instanceof APIError && error.statusCode === 401) throw new AppError('UNAUTHENTICATED');
    throw error;
  }
}
