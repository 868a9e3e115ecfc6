import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Pino's levels, and `silent` for none. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** How many characters of lines are gathered before they are handed to the file writer. */
const BATCH_CHARS = 16 * 1024;
/** The longest a line waits in each of the two buffers below: at most twice this in all. */
const FLUSH_MS = 100;

/**
 * Where the log goes unless told otherwise: stdout (or the file given), written asynchronously and in
 * batches, flushed at least every 200 ms and at exit. One write per request line cost more CPU than the
 * rest of a small request's logging (docs/decisions/0019); the price is that a process killed outright
 * (SIGKILL, an OOM kill) loses at most its last 200 ms of lines.
 *
 * Lines are gathered here into batches of about 16 KB before pino's asynchronous file writer
 * (sonic-boom) gets them: it measures its whole pending buffer in bytes on every write, which for one
 * short line at a time cost a few microseconds a request. At exit (`exit` and `beforeExit`, as pino
 * itself flushes) what is gathered is handed over and written synchronously.
 */
export function logDestination(dest: number | string = 1): DestinationStream {
  let pending = '';
  const handOver = () => {
    if (pending === '') return;
    const lines = pending;
    pending = '';
    file.write(lines);
  };
  const atExit = () => {
    handOver();
    try {
      file.flushSync();
    } catch {
      // Not open yet (a file being opened) or already closed: its own exit handler writes what it can.
    }
  };
  // Registered before the writer exists, so these usually run before pino's own exit flush (either
  // order writes every line: pino's flush leaves the writer open at `exit`, and at `beforeExit` it
  // closes only once what was handed over is written).
  process.once('exit', atExit);
  process.on('beforeExit', handOver);
  const file = pino.destination({ dest, sync: false, minLength: 4096, periodicFlush: FLUSH_MS });
  setInterval(handOver, FLUSH_MS).unref();
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= BATCH_CHARS) handOver();
      return true;
    },
    flush(cb?: (err?: Error) => void) {
      handOver();
      file.flush(cb);
    },
    flushSync() {
      handOver();
      file.flushSync();
    },
  } as DestinationStream;
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
