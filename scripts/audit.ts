// `npm run audit`: Lighthouse (mobile) on the main screens, as each demo role sees them (issue 8).
// Builds the SPA, starts the real server on a fresh embedded database (seeded with the demo content)
// on a free port, signs in through the /login form in Debian's Chromium, starts a simulado through
// /simulados for the player, and prints one table against the targets. Writes the results as JSON.
// Beside the app it audits a bare React page built with the same settings and served by the same server
// (scripts/audit-reference/), and judges each page against it (scripts/audit-judge.ts, decision 0059).
// A measurement like `npm run bench`: exit code 0 even under target, non-zero only if it could not run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/seed/accounts.js';
import { formatDialogTimings, measureDialogOpen, type DialogTiming } from './audit-dialogs.js';
import { referenceMargins } from './audit-judge.js';
import { auditPage, formatTable, judgeRows, targets, type AuditRow } from './audit-lighthouse.js';
import { medianRun } from './audit-median.js';
import { REFERENCE_PATH } from './audit-reference/path.js';

const out = process.env.AUDIT_OUT ?? '.tmp/audit.json';
/** A folder for each page's whole Lighthouse report, when set. */
const reportsDir = process.env.AUDIT_REPORTS;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The audit's own build of the app, with the reference page in its `audit-reference/` folder: served by
 * the server through WEB_DIR, so a build someone runs meanwhile in dist/web changes nothing under it,
 * and the reference never lands in the build `npm start` serves.
 */
const webDir = path.resolve('.tmp/audit-web');
/** Audits of each page; the table shows the median run (scripts/audit-median.ts). */
const runs = Math.max(1, Math.floor(Number(process.env.AUDIT_RUNS ?? 1)) || 1);
/** Marks the player's place in a role's route list; its URL is only known once a simulado started. */
const PLAYER = '/simulados/realizar/:materiaId';
const studentRoutes = ['/dashboard', '/simulados', PLAYER, '/ranking', '/perfil'];
const roles: Array<{ role: string; email: string | null; routes: string[] }> = [
  { role: 'signed out', email: null, routes: ['/login'] },
  { role: 'assinante', email: DEMO_ACCOUNTS.assinante, routes: studentRoutes },
  { role: 'aluno', email: DEMO_ACCOUNTS.aluno, routes: studentRoutes },
  { role: 'admin', email: DEMO_ACCOUNTS.admin, routes: ['/admin/modulos'] },
];

/**
 * Only these pages, when set: routes as in the lists above ('/dashboard', '/simulados/realizar/:materiaId'),
 * or 'role:route' for one role's ('aluno:/ranking'), comma-separated. The reference is audited as always.
 */
const only = (process.env.AUDIT_ONLY ?? '')
  .split(',')
  .map((item) => item.trim())
  .filter(Boolean);
const selected = (role: string, route: string) =>
  only.length === 0 || only.includes(route) || only.includes(`${role}:${route}`);
const auditedRoles = roles
  .map((entry) => ({ ...entry, routes: entry.routes.filter((route) => selected(entry.role, route)) }))
  .filter((entry) => entry.routes.length > 0);

/** Undone in reverse order on the way out, whatever happened: Chromium, the server, the temp dir. */
const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp() {
  for (const undo of cleanups.splice(0).reverse()) await undo().catch((e: unknown) => console.error(e));
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The server as `npm start` runs it, on `dataDir`; resolves once /api/config answers. */
async function startServer(port: number, dataDir: string): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: base, DATA_DIR: dataDir, WEB_DIR: webDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => stop(server));
  let log = '';
  server.stdout.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr.on('data', (d: Buffer) => (log += d.toString()));

  // The first start migrates and seeds the database, which takes a while on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}):\n${log}`);
    const res = await fetch(`${base}/api/config`).catch(() => null);
    if (res?.ok) return base;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer within 180 s:\n${log}`);
}

async function launchChromium(): Promise<Browser> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    // Our own handlers stop the server and remove the temp dir too (puppeteer's would just exit).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    // Lighthouse emulates the phone screen itself.
    defaultViewport: null,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Loopback only: nothing the pages (or Chromium) ask for may leave the machine.
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
    ],
  });
  cleanups.push(() => browser.close());
  return browser;
}

/** Signs in through the real /login form, as a person would, so the session cookie is Better Auth's own. */
async function signIn(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 30_000 });
}

/**
 * Starts a simulado of the first free subject from /simulados, as a student would: the player runs on
 * the in-progress copy the page writes to localStorage (docs/decisions/0009), so there is no URL to
 * open without it. Returns the player's URL.
 */
async function startSimulado(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/simulados`);
  await page.waitForSelector('#simulado-materia option:nth-child(2)');
  const materia = await page.$$eval(
    '#simulado-materia option',
    (options) => options.find((o) => o.textContent?.includes('Gratuita'))?.value,
  );
  if (!materia) throw new Error('no free subject on /simulados');
  await page.select('#simulado-materia', materia);
  await page.locator('form[aria-label="Configurar simulado"] button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname.startsWith('/simulados/realizar/'), { timeout: 30_000 });
  await page.waitForSelector('[role="radiogroup"]');
  return page.url();
}

async function main() {
  const started = performance.now();
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDir]);
  await run('npx', [
    'vite',
    'build',
    '--logLevel',
    'warn',
    '--config',
    'scripts/audit-reference/vite.config.ts',
    '--outDir',
    path.join(webDir, REFERENCE_PATH),
  ]);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'bizu-audit-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const base = await startServer(await freePort(), dataDir);
  const browser = await launchChromium();
  if (reportsDir) await mkdir(reportsDir, { recursive: true });

  /**
   * The reference is audited before each role's pages, so its runs spread over the whole audit as the
   * host's load changes; the pages are judged against the median of them all.
   */
  const referenceRuns: AuditRow[] = [];
  const auditReference = async () => {
    const context = await browser.createBrowserContext();
    for (let run = 1; run <= runs; run++) {
      console.log(
        `auditing the reference ${REFERENCE_PATH} (${referenceRuns.length + 1} of ${auditedRoles.length * runs})…`,
      );
      const name = `reference-${referenceRuns.length + 1}`;
      const reportPath = reportsDir ? path.join(reportsDir, `${name}.json`) : undefined;
      referenceRuns.push(await auditPage(context, `${base}${REFERENCE_PATH}`, REFERENCE_PATH, 'reference', reportPath));
    }
    await context.close();
  };

  const measured: AuditRow[] = [];
  const dialogRuns: DialogTiming[] = [];
  if (auditedRoles.length === 0) throw new Error(`AUDIT_ONLY=${only.join(',')} names no page of the audit`);
  for (const { role, email, routes } of auditedRoles) {
    await auditReference();
    // A context per role: its own cookies and localStorage, nothing left over from the role before.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (email) await signIn(page, base, email);
    for (const route of routes) {
      const url = route === PLAYER ? await startSimulado(page, base) : `${base}${route}`;
      // Idle while Lighthouse loads its own tab: no second copy of the app competing for the CPU.
      await page.goto('about:blank');
      const audits: AuditRow[] = [];
      for (let run = 1; run <= runs; run++) {
        console.log(`auditing ${route} as ${role}${runs > 1 ? ` (run ${run} of ${runs})` : ''}…`);
        const name = `${role}${route}`.replace(/[^a-z0-9]+/gi, '-') + (runs > 1 ? `-run${run}` : '');
        const reportPath = reportsDir ? path.join(reportsDir, `${name}.json`) : undefined;
        audits.push(await auditPage(context, url, route, role, reportPath));
      }
      measured.push(medianRun(audits));
      // The subscriber's player also times its 'Comentar' dialog, in the role's own tab.
      if (route === PLAYER && role === 'assinante')
        for (let run = 1; run <= runs; run++) dialogRuns.push(await measureDialogOpen(page, url));
    }
    await context.close();
  }

  const reference = medianRun(referenceRuns);
  const rows = judgeRows(measured, reference);
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`\n${formatTable(rows, reference)}\n\n${formatDialogTimings(dialogRuns)}`);
  console.log(`\n${rows.length} pages and the reference in ${seconds} s`);
  await mkdir(path.dirname(out), { recursive: true });
  const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  const meta = {
    at: new Date().toISOString(),
    seconds,
    runs,
    lighthouse: lighthouseVersion,
    chromium: await browser.version(),
  };
  await writeFile(
    out,
    JSON.stringify({ ...meta, targets, referenceMargins, reference, referenceRuns, rows, dialogRuns }, null, 2) + '\n',
  );
  console.log(`results written to ${out}`);
}

// Ctrl+C or a kill still stops the server and Chromium and removes the temp dir.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
try {
  await main();
} catch (error) {
  console.error('audit could not run:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
