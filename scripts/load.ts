// `npm run load`: LOAD_STUDENTS simulated students (default 200) against one app process on a fresh
// PostgreSQL database for LOAD_SECONDS (default 60), each looping: pick a simulado, save it with its
// answers (idempotent key), save a nota, open the ranking, and sign in again now and then. Prints one
// table per request kind, then checks the database against every acknowledged write and the ranking
// against a recomputation from the notas. Exits 1 on any error or inconsistency. Loopback only.
import { availableParallelism } from 'node:os';
import { openDatabase } from '../src/server/db/client.js';
import { LOAD_APP_ENV, startAppProcess } from './load/app-process.js';
import { readLoadConfig } from './load/config.js';
import { runLoad } from './load/run.js';
import { formatTable } from './load/stats.js';

const config = readLoadConfig();
const log = (line: string) => console.log(`[load] ${line}`);
log(`${config.students} students, ${config.seconds} s, PostgreSQL at ${new URL(config.serverUrl).host}`);
log(
  `app settings for the load: ${Object.entries(LOAD_APP_ENV)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')}`,
);

const app = await startAppProcess(config.serverUrl, config.port);
// Bounded whatever happens: requests time out after 30 s, but a hung check or app must not keep the run
// (and its database) alive. Ten minutes past the load is far beyond any healthy run.
setTimeout(
  () => {
    console.error('[load] still running 10 minutes after the load should have ended: stopping');
    void app.stop().finally(() => process.exit(1));
  },
  (config.seconds + 600) * 1000,
).unref();
// Ctrl-C: the app process gets the signal too; the database the run made is dropped before leaving.
process.once('SIGINT', () => {
  log('interrupted: stopping the app and dropping its database');
  void app.stop().finally(() => process.exit(130));
});
let failed = true;
try {
  log(`app on ${app.base} (demo content seeded)`);
  const database = await openDatabase({ url: app.databaseUrl });
  try {
    const appCpuBefore = app.cpuSeconds();
    const result = await runLoad({
      base: app.base,
      origin: app.origin,
      db: database.db,
      seconds: config.seconds,
      students: config.students,
      log,
    });
    console.log('');
    console.log(formatTable(result.rows));
    console.log('');
    log(`${result.saves} simulados saved; ${result.retries} saves retried after a network error`);
    const appCpu = app.cpuSeconds();
    // Setup and the checks are included in the app's figure; the load itself is most of it.
    if (appCpu !== undefined && appCpuBefore !== undefined)
      log(
        `CPU: app process ${(appCpu - appCpuBefore).toFixed(1)} s (setup, load and checks), load generator ${result.generatorCpuSeconds.toFixed(1)} s, over ${result.loadSeconds.toFixed(1)} s of load on ${availableParallelism()} cores`,
      );
    for (const sample of result.errorSamples) log(`error ${sample}`);
    if (app.complaints.length > 0) {
      log(`the app logged ${app.complaints.length} warnings or errors, first ones:`);
      for (const line of app.complaints.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
    }
    if (result.problems.length === 0)
      log(
        'database consistent: every acknowledged simulado once with its answers, notas as saved, ranking = recomputation',
      );
    else {
      log(`INCONSISTENT (${result.problems.length} findings):`);
      for (const p of result.problems.slice(0, 30)) console.log(`  ${p}`);
    }
    failed = result.errors > 0 || result.problems.length > 0;
  } finally {
    await database.close();
  }
} finally {
  await app.stop();
}
log(failed ? 'FAILED' : 'ok: 0 errors, consistent');
process.exit(failed ? 1 : 0);
