/**
 * Whether `error` says the database could not be reached or dropped the connection — PostgreSQL
 * restarting, a failover, a network cut, the pool unable to connect in time — as opposed to a fault in
 * a query. The request then gets a 503 with a message to try again (app.ts), not a 500: nothing is wrong
 * with what the student sent, and the pool reconnects by itself once the server is back.
 *
 * Drizzle wraps a driver's error in its own (`cause`), Node's connect to a name with several addresses
 * fails with an AggregateError (`errors`), so the whole chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && unavailableCode(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

function unavailableCode(code: string): boolean {
  if (SOCKET_CODES.has(code)) return true;
  // SQLSTATE class 08: connection exception; 57P01 admin_shutdown, 57P02 crash_shutdown,
  // 57P03 cannot_connect_now (starting up, shutting down, in recovery); 53300 too_many_connections.
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** node-postgres and pg-pool say these without a code. */
const UNAVAILABLE_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'is not queryable'];
