// `npm run bench:scale` (issue 35 §2, docs/decisions/0058): the bench at scale 1 and at ten times its data
// (200,000 questions in one subject, a student with 20,000 simulados and 1,000,000 answers, 200,000
// students in one edital, 200,000 alunos in the admin list) in one invocation: two bench servers at once,
// each on a database of its own on the PostgreSQL server of BENCH_DATABASE_URL, every case's requests sent
// to the two in turns. Each case's p95 at 10 is judged against its own p95 at 1, round by round (at most
// 1.5; scripts/scale-ratios.ts); a case over it is named and the command exits 1. The absolute budgets
// stay printed. Not part of CI: building the data takes minutes (bench/server.ts prints each builder's time).
export {};

process.env.BENCH_SCALES = '1,10';
process.env.BENCH_DB = 'postgres';
process.env.BENCH_OUT ??= '.tmp/bench-scale.json';
await import('./run.js');
