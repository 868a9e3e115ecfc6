/**
 * Whether `error` says the database could not be reached or dropped the connection — PostgreSQL
 * restarting, a failover, a network cut, a connection that could not open in PG_CONNECT_TIMEOUT_MS — as
 * opposed to a fault in a query. The request then gets a 503 with a message to try again (app.ts), not
 * a 500: nothing is wrong with what the student sent, and the pool reconnects by itself once the server
 * is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someInChain(error, (code, message) => {
    if (code !== undefined && unavailableCode(code)) return true;
    return message !== undefined && UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
  });
}

/**
 * Whether `error` is the pool giving up on a free connection after PG_POOL_WAIT_MS: every connection
 * was busy with other requests the whole time. The database is up; this process has more work than
 * connections. Also a 503 (app.ts), with its own code and message, and logged apart from an outage.
 */
export function isPoolBusy(error: unknown): boolean {
  return someInChain(error, (_code, message) => message === POOL_WAIT_EXCEEDED);
}

/**
 * Reads the whole chain: Drizzle wraps a driver's error in its own (`cause`), and Node's connect to a
 * name with several addresses fails with an AggregateError (`errors`).
 */
function someInChain(
  error: unknown,
  test: (code: string | undefined, message: string | undefined) => boolean,
): boolean {
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
    if (test(typeof code === 'string' ? code : undefined, typeof message === 'string' ? message : undefined))
      return true;
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

/**
 * node-postgres and pg-pool say these without a code; 'timeout expired' is a connection that did not
 * open within PG_CONNECT_TIMEOUT_MS (the client's own timer, db/client.ts).
 */
const UNAVAILABLE_MESSAGES = ['Connection terminated', 'timeout expired', 'is not queryable'];

/** pg-pool's words when no connection became free in time (it has no code). */
const POOL_WAIT_EXCEEDED = 'timeout exceeded when trying to connect';
