// The app under load, in a process of its own as in production (the bench client must not share its
// event loop). Builds the bench data set, listens on a free port, and prints one `BENCH_READY {json}`
// line for bench/run.ts. Database: DATABASE_URL, or an embedded one in DATA_DIR.
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../src/server/app.js';
import { startServices } from '../src/server/bootstrap.js';
import { questoes, users } from '../src/server/db/schema.js';
import { readEnv } from '../src/server/env.js';
import { serveApp } from '../src/server/http-server.js';
import { createLogger, logDestination } from '../src/server/logger.js';
import { buildDataset } from './dataset.js';
import { buildDashboardDataset, dashboardAccount } from './dataset-dashboard.js';
import { buildRankingDataset, rankingAccount } from './ranking-dataset.js';
import { buildPosicaoDataset } from './posicao-dataset.js';
import { adminAlunosAccount, buildAdminAlunosDataset } from './admin-alunos-dataset.js';
import { prepareCsvImport } from './csv-import-case.js';
import { adminQuestoesAccount, buildAdminQuestoesDataset } from './admin-questoes-dataset.js';
import { benchWants } from './only.js';
import { buildVisaoGeralDataset, visaoGeralAccount } from './visao-geral-dataset.js';
import { checkDerivedTables } from './check-dataset.js';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const sizes = { questoes: 20_000 * scale, simulados: 2_000 * scale, respostasPorSimulado: 50 };
const account = { name: 'Carga', email: 'carga@example.com', password: 'senha-de-carga' };

const env = readEnv({ ...process.env, PORT: '0', AUTH_RATE_LIMIT: '100000' });
// The app logs as in production (one JSON line per request, the same batched destination), to /dev/null
// rather than through the pipe bench/run.ts reads, so the cost measured is the app's and not the reader's.
const logger = createLogger({ level: env.logLevel, destination: logDestination('/dev/null') });
const { deps, database } = await startServices(env, { seed: false, logger });
const { app } = createApp(deps);

const signup = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: env.appUrl },
  body: JSON.stringify(account),
});
if (signup.status !== 200) throw new Error(`bench sign-up failed: ${signup.status}`);
const [user] = await deps.db
  .update(users)
  .set({ dataExpiracao: new Date(Date.now() + 365 * 86400_000) })
  .where(eq(users.email, account.email))
  .returning({ id: users.id });

// Each builder's time on stderr (bench/run.ts reads only stdout's BENCH_READY line), so a slow one is
// seen by name; at BENCH_SCALE=10 together they must stay inside ten minutes.
const builderMs: Record<string, number> = {};
async function built<T>(name: string, build: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await build();
  builderMs[name] = Math.round(performance.now() - t0);
  console.error(`[bench] ${name} built in ${builderMs[name]} ms`);
  return result;
}

const t0 = performance.now();
const { materiaId } = await built('dataset', () => buildDataset(deps.db, user!.id, sizes));
const datasetMs = Math.round(performance.now() - t0);
const ids = (await deps.db.select({ id: questoes.id }).from(questoes).where(eq(questoes.materiaId, materiaId))).map(
  (q) => q.id,
);

// The dashboard case's student has an account and an edital of its own (bench/dataset-dashboard.ts).
const tDashboard = performance.now();
if (benchWants('dashboard'))
  await built('dataset-dashboard', () =>
    buildDashboardDataset(app, deps.db, env.appUrl, {
      simulados: 2_000 * scale,
      respostasPorSimulado: 50,
      notas: 500 * scale,
      provas: 50,
      colegas: 20_000 * scale,
    }),
  );
const dashboard = { account: dashboardAccount, datasetMs: Math.round(performance.now() - tDashboard) };

// The ranking and nota-save cases' student, deep in an edital of 20,000 ranked students (bench/ranking-dataset.ts).
const tRanking = performance.now();
const rankingPlace = benchWants('ranking', 'rank-deep', 'rank-search', 'nota-save', 'posicao')
  ? await built('ranking-dataset', () =>
      buildRankingDataset(app, deps.db, env.appUrl, { alunos: 20_000 * scale, notasPorAluno: 10 }),
    )
  : { materiaId: 0, posicao: 0, total: 0 };
// 'Onde estou' (bench/posicao-dataset.ts): the same students' honest counters in ten subjects.
if (benchWants('posicao')) await built('posicao-dataset', () => buildPosicaoDataset(deps.db));
const ranking = { account: rankingAccount, ...rankingPlace, datasetMs: Math.round(performance.now() - tRanking) };

// The admin-alunos case's admin, searching 20,000 students (bench/admin-alunos-dataset.ts).
const tAdminAlunos = performance.now();
if (benchWants('admin-alunos'))
  await built('admin-alunos-dataset', () =>
    buildAdminAlunosDataset(app, deps.db, env.appUrl, { alunos: 20_000 * scale }),
  );
const adminAlunos = { account: adminAlunosAccount, datasetMs: Math.round(performance.now() - tAdminAlunos) };

// The admin-questoes case's admin, paging a matéria of 20,000 questions (bench/admin-questoes-dataset.ts).
const tAdminQuestoes = performance.now();
const questoesCarga = 20_000 * scale;
const { materiaId: adminQuestoesMateriaId } = benchWants('admin-questoes')
  ? await built('admin-questoes-dataset', () =>
      buildAdminQuestoesDataset(app, deps.db, env.appUrl, { questoes: questoesCarga }),
    )
  : { materiaId: 0 };
const adminQuestoes = {
  account: adminQuestoesAccount,
  materiaId: adminQuestoesMateriaId,
  questoes: questoesCarga,
  datasetMs: Math.round(performance.now() - tAdminQuestoes),
};

// The admin-visao-geral case's admin, over a year of 20,000 students (bench/visao-geral-dataset.ts).
const visaoGeralAlunos = 20_000 * scale;
if (benchWants('admin-visao-geral'))
  await built('visao-geral-dataset', () =>
    buildVisaoGeralDataset(app, deps.db, env.appUrl, { alunos: visaoGeralAlunos, materiaId }),
  );
const visaoGeral = { account: visaoGeralAccount, alunos: visaoGeralAlunos };

// The csv-import-5000 case's admin, importing into the 20,000-question matéria above (bench/csv-import-case.ts).
const csvImport = await prepareCsvImport(app, deps.db, env.appUrl, materiaId);

// The derived tables against recounts from their sources (bench/check-dataset.ts): the bench student's
// first-answer letters and the other students' counters of the bench subject are the gaps bench/dataset.ts
// leaves on purpose.
await built('check-dataset', () =>
  checkDerivedTables(deps.db, { semPrimeiraResposta: [user!.id], contadoresDeOutros: [materiaId] }),
);
// A production server's autovacuum would have visited tables this freshly loaded; a bench server may run
// without it. VACUUM ANALYZE leaves them as it would (planner statistics, and a visibility map that lets
// index-only scans skip the heap), so the plans measured are the ones production gets.
await built('vacuum-analyze', () => deps.db.execute(sql`vacuum analyze`));
console.error(`[bench] data sets built and checked in ${Math.round(performance.now() - t0)} ms`);

const server = serveApp(app, { port: 0, hostname: '127.0.0.1', appUrl: env.appUrl }, (info) => {
  const ready = {
    port: info.port,
    origin: env.appUrl,
    account,
    materiaId,
    ids,
    sizes,
    datasetMs,
    builders: builderMs,
    dashboard,
    ranking,
    adminAlunos,
    adminQuestoes,
    visaoGeral,
    csvImport,
    db: database.kind,
  };
  console.log(`BENCH_READY ${JSON.stringify(ready)}`);
});
process.on('SIGTERM', () => server.close(() => void database.close().finally(() => process.exit(0))));
