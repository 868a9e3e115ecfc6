// `npm run bench:scale`: the whole bench at ten times its data (200,000 questions in one subject, a
// student with 20,000 simulados and 1,000,000 answers, 200,000 students in one edital, 200,000 alunos in
// the admin list), on the PostgreSQL server of BENCH_DATABASE_URL only, against the same budgets. Not
// part of CI: building the data takes minutes (bench/server.ts prints each builder's time).
export {};

process.env.BENCH_SCALE = '10';
process.env.BENCH_DB = 'postgres';
process.env.BENCH_OUT ??= '.tmp/bench-scale10.json';
await import('./run.js');
