// Settings of `npm run load` (scripts/load.ts), read once and bounded: the load is a check run on one
// machine against an app process of its own, never a tool to point at someone else's server.

export interface LoadConfig {
  /** Seconds of load after the students are set up. */
  seconds: number;
  /** Simulated students, each one sequential loop: at most this many requests in flight. */
  students: number;
  /** The PostgreSQL server on which the run creates (and drops) a database of its own. */
  serverUrl: string;
  /** Port of the app process; 0 = a free one. */
  port: number;
}

const LIMITS = { seconds: 600, students: 1000 };

function bounded(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got ${raw})`);
  return value;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Refuses any address but this machine's own: the load and its database work stay on loopback. */
export function assertLoopback(what: string, url: string): void {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    throw new Error(`${what} is not a URL: ${url}`);
  }
  if (!LOOPBACK_HOSTS.has(host) && !/^127\.\d+\.\d+\.\d+$/.test(host))
    throw new Error(`${what} must be on this machine (localhost, 127.0.0.1 or [::1]), not ${host}`);
}

export function readLoadConfig(env: NodeJS.ProcessEnv = process.env): LoadConfig {
  const serverUrl = env.LOAD_DATABASE_URL || env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  assertLoopback('LOAD_DATABASE_URL', serverUrl);
  return {
    seconds: bounded('LOAD_SECONDS', env.LOAD_SECONDS, 60, 1, LIMITS.seconds),
    students: bounded('LOAD_STUDENTS', env.LOAD_STUDENTS, 200, 1, LIMITS.students),
    serverUrl,
    port: bounded('LOAD_PORT', env.LOAD_PORT, 0, 0, 65535),
  };
}
