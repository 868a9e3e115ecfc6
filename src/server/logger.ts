import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Pino's levels, and `silent` for none. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Where the log goes unless told otherwise: stdout (or the file given), written asynchronously and in
 * batches of about 4 KB, flushed at least every 200 ms and at exit (pino flushes its async destinations
 * on `exit`). One write per request line cost more CPU than the rest of a small request's logging
 * (docs/decisions/0019); the price is that a process killed outright (SIGKILL, an OOM kill) loses at
 * most its last 200 ms of lines.
 */
export function logDestination(dest: number | string = 1): DestinationStream {
  return pino.destination({ dest, sync: false, minLength: 4096, periodicFlush: 200 });
}

/**
 * The app's structured log: one JSON object a line on stdout (or `destination`), for a log collector.
 * Nothing secret is written: request logs carry the route's pattern, never the URL (a password-reset
 * link or the calendar feed carries its token in the path), no headers and no bodies; and any field named
 * like a secret is replaced, should a caller ever pass one.
 */
export function createLogger(opts: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          'password',
          'newPassword',
          'currentPassword',
          'token',
          'secret',
          'cookie',
          'authorization',
          '*.password',
          '*.token',
          '*.secret',
          '*.cookie',
          '*.authorization',
        ],
        censor: '[omitido]',
      },
    },
    opts.destination ?? logDestination(),
  );
}
