import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { pruneRateLimits } from './auth/rate-limit.js';
import { holdAppLock } from './backup/app-lock.js';
import { startServices } from './bootstrap.js';
import { readEnv } from './env.js';
import { serveApp } from './http-server.js';

const started = performance.now();
const env = readConfiguration();

/** A bad setting stops start-up with its one-line explanation, not a stack trace. */
function readConfiguration() {
  try {
    return readEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const { database, deps, seeded } = await startServices(env);
// A backup or restore of the embedded database refuses to run while this process has it open.
if (database.kind === 'pglite') holdAppLock(env.dataDir);
const staticDir = env.webDir ? path.resolve(env.webDir) : fileURLToPath(new URL('../../dist/web', import.meta.url));
const { app } = createApp(deps, { staticDir });

const pruneTimer = setInterval(() => void pruneRateLimits(deps.db).catch(() => undefined), 60 * 60 * 1000);
pruneTimer.unref();

const server = serveApp(app, { port: env.port, hostname: env.host, appUrl: env.appUrl }, (info) => {
  const ms = Math.round(performance.now() - started);
  const where = database.kind === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL';
  console.log(
    `Bizu listening on ${env.appUrl} (port ${info.port}, ${where}${seeded ? ', demo content seeded' : ''}) in ${ms} ms`,
  );
});

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  server.close(() => void database.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
