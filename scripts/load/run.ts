// The load itself, shared by `npm run load` (scripts/load.ts) and its test: sets the students up, runs
// them for `seconds`, then checks the database against what the app acknowledged.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client.js';
import { checkConsistency } from './consistency.js';
import { createAgent, type Browser } from './http.js';
import { checkRanking } from './ranking-check.js';
import { LoadStats, type KindRow } from './stats.js';
import { expectStatus, KINDS, Student, type Catalog, type Ledger } from './student.js';

export interface LoadOptions {
  /** The app, on this machine (refused otherwise). */
  base: string;
  /** The app's own origin (APP_URL): state-changing requests must name it. */
  origin: string;
  /** The app's database, read after the load for the consistency checks. */
  db: Db;
  seconds: number;
  students: number;
  log?: (line: string) => void;
}

export interface LoadResult {
  rows: KindRow[];
  errors: number;
  errorSamples: string[];
  retries: number;
  /** Every way the database or the ranking disagrees with what the app acknowledged. */
  problems: string[];
  setupSeconds: number;
  loadSeconds: number;
  /** CPU time the load generator (this process) used during the load. */
  generatorCpuSeconds: number;
  saves: number;
  /** The simulado ids the app acknowledged. */
  savedIds: number[];
  /** The consistency checks again, on the database as it is now (the test tampers with it first). */
  recheck(): Promise<string[]>;
}

/** Sign-ups are costly (argon2) and not what is measured: a few at a time before the clock starts. */
const SETUP_CONCURRENCY = 8;

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

async function readCatalog(browser: Browser): Promise<Catalog> {
  const perfil = expectStatus(await browser.get('/api/perfil/opcoes'), 200, '/api/perfil/opcoes').json<{
    editais: Array<{ id: number; ativo: boolean }>;
    unidades: Array<{ id: number; ativo: boolean }>;
  }>();
  const opcoes = expectStatus(await browser.get('/api/simulados/opcoes'), 200, '/api/simulados/opcoes').json<{
    materias: Array<{ id: number; isFree: boolean }>;
  }>();
  const notas = expectStatus(await browser.get('/api/notas/materias'), 200, '/api/notas/materias').json<{
    materias: Array<{ id: number; moduloId: number }>;
  }>();
  const edital = perfil.editais.find((e) => e.ativo);
  const catalog: Catalog = {
    editalId: edital?.id ?? 0,
    unidadeIds: perfil.unidades.filter((u) => u.ativo).map((u) => u.id),
    freeMaterias: opcoes.materias.filter((m) => m.isFree).map((m) => m.id),
    notaMaterias: {
      basico: notas.materias.filter((m) => m.moduloId === 1).map((m) => m.id),
      especifico: notas.materias.filter((m) => m.moduloId === 2).map((m) => m.id),
    },
  };
  if (
    !edital ||
    catalog.freeMaterias.length === 0 ||
    !catalog.notaMaterias.basico.length ||
    !catalog.notaMaterias.especifico.length
  )
    throw new Error(`the app has no content to load (seed it): ${JSON.stringify(catalog)}`);
  return catalog;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const log = options.log ?? (() => undefined);
  const runId = randomBytes(3).toString('hex');
  const agent = createAgent(options.students);
  try {
    const students = Array.from(
      { length: options.students },
      (_, i) => new Student(i, runId, options.base, options.origin, agent),
    );
    const setupStart = performance.now();
    await students[0]!.signUp();
    const catalog = await readCatalog(students[0]!.browser);
    await students[0]!.joinEdital(catalog);
    await inBatches(students.slice(1), SETUP_CONCURRENCY, async (s) => {
      await s.signUp();
      await s.joinEdital(catalog);
    });
    const setupSeconds = (performance.now() - setupStart) / 1000;
    log(
      `${students.length} students signed up and in the edital in ${setupSeconds.toFixed(1)} s; load for ${options.seconds} s`,
    );

    const stats = new LoadStats(KINDS);
    const ledger: Ledger = { saves: [], notas: new Map() };
    const start = performance.now();
    const deadline = start + options.seconds * 1000;
    // Students arrive over the first tenth of the run (10 s at most), as a class logging on, rather than
    // 200 sign-ins (argon2 each) in the same instant; afterwards each loops without pause.
    const rampMs = Math.min(10_000, options.seconds * 100);
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      students.map(async (s, i) => {
        await new Promise((r) => setTimeout(r, (rampMs * i) / students.length));
        await s.loop(deadline, catalog, stats, ledger);
      }),
    );
    const loadSeconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const generatorCpuSeconds = (cpu.user + cpu.system) / 1e6;
    log(`load done in ${loadSeconds.toFixed(1)} s; checking the database`);

    const recheck = async () => [
      ...(await checkConsistency(options.db, runId, ledger)),
      ...(await checkRanking(options.db, catalog.editalId, students)),
    ];
    const problems = await recheck();
    return {
      rows: stats.rows(loadSeconds),
      errors: stats.errors,
      errorSamples: stats.samples,
      retries: stats.retries,
      problems,
      setupSeconds,
      loadSeconds,
      generatorCpuSeconds,
      saves: ledger.saves.length,
      savedIds: ledger.saves.map((s) => s.id),
      recheck,
    };
  } finally {
    agent.destroy();
  }
}
