import { messages } from '../../../shared/messages';
import { errorMessage, isApiError } from '../../lib/api';

/**
 * The message for a failed sign-in or sign-up. A refused origin (the app opened at an address the
 * server does not trust) is a configuration problem that no other password fixes, so it always says
 * so, even if the refusal did not come through our translation (e.g. Better Auth's English text).
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code === 'INVALID_ORIGIN') return messages.originNotTrusted;
  return errorMessage(error, fallback);
}
