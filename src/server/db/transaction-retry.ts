/**
 * PostgreSQL ends one of two transactions that wait on each other (deadlock_detected, 40P01) and, under
 * serializable isolation, one whose reads another changed (serialization_failure, 40001). Neither says
 * anything is wrong with the request: run again, the same transaction succeeds once the other has
 * committed. So every transaction opened on the pool is retried a few times, after a short random wait
 * that keeps the two from colliding again in step (issue 28 §2). Every transaction's work is its
 * callback's statements, undone whole by the rollback, so running it again is safe.
 */

/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/** The SQLSTATE that makes `error` worth running again, read through the errors it wraps (drizzle puts the driver's in `cause`), or null. */
export function retryableCode(error: unknown): string | null {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && RETRYABLE.has(code)) return code;
  }
  return null;
}

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** The wait before the n-th retry is random in [0, baseDelayMs · 2^(n-1)]. */
  baseDelayMs?: number;
  /** Told of each retry, with the SQLSTATE and the attempt that failed (the logger, in the app). */
  onRetry?: (code: string, attempt: number) => void;
}

export const TRANSACTION_ATTEMPTS = 4;

export async function withTransactionRetry<T>(
  run: () => Promise<T>,
  { attempts = TRANSACTION_ATTEMPTS, baseDelayMs = 25, onRetry }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = retryableCode(error);
      if (attempt >= attempts || code === null) throw error;
      onRetry?.(code, attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}
