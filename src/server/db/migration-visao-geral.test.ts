import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOverFixture } from '../../../tests/support/migrations.js';
import { freshDatabase } from '../../../tests/support/test-db.js';
import { visaoGeralDrift } from '../../../tests/support/visao-geral-recount.js';
import { rowsOf, type Database } from './client.js';

// The admin overview's counters (migration visao_geral): the backfill counts what was saved before it,
// and the triggers keep every later write, in any order and number, equal to a recount.
let database: Database;
const run = (query: string) => database.db.execute(sql.raw(query));
const rows = async <T>(query: string) => rowsOf<T>(await run(query));
const noDrift = { dias: 0, atividade: 0, expiracoes: 0 };

beforeAll(async () => {
  database = await freshDatabase();
  // 02:30 UTC is 23:30 of the day before in São Paulo: the days are the business's, not UTC's.
  const fixture = `
    insert into users (id, nome, email, created_at, data_expiracao) values
      ('ana', 'Ana', 'ana@example.com', '2025-03-11T02:30:00Z', '2025-04-10T15:00:00Z'),
      ('bia', 'Bia', 'bia@example.com', '2025-03-11T12:00:00Z', '2025-04-10T02:00:00Z');
    insert into modulos (id, nome) values (1, 'Básico');
    insert into materias (id, nome, modulo_id, is_free) values (1, 'Português', 1, true);
    insert into simulados (user_id, materia_id, nota, data) values
      ('ana', 1, 5, '2025-03-12T10:00:00Z'), ('ana', 1, 6, '2025-03-12T20:00:00Z'), ('bia', 1, 7, '2025-03-13T01:00:00Z');
    insert into notas (user_id, materia_id, nota, data) values ('bia', 1, 8, '2025-03-12');
    insert into pagamentos (provider, invoice_id, email, status, valor_centavos, pago_em, cancelado_em) values
      ('eduzz', '1', 'ana@example.com', 'pago', 9990, '2025-03-11T02:30:00Z', null),
      ('eduzz', '2', 'bia@example.com', 'reembolsado', 4990, '2025-03-11T12:00:00Z', '2025-03-20T12:00:00Z')
  `;
  await migrateOverFixture(database, '_visao_geral', fixture);
});
afterAll(() => database.close());

describe('migration visao_geral', () => {
  it('counts what was saved before it, by São Paulo day', async () => {
    const dias = await rows<Record<string, unknown>>(`
      select dia::text as dia, sum(novos_alunos)::int as novos, sum(alunos_ativos)::int as ativos,
             sum(simulados)::int as simulados, sum(pagamentos)::int as pagamentos,
             sum(pagamentos_centavos)::int as pagos, sum(reembolsos)::int as reembolsos,
             sum(reembolsos_centavos)::int as reembolsados
      from visao_geral_dias group by dia order by dia`);
    expect(dias).toEqual([
      {
        dia: '2025-03-10',
        novos: 1,
        ativos: 0,
        simulados: 0,
        pagamentos: 1,
        pagos: 9990,
        reembolsos: 0,
        reembolsados: 0,
      },
      {
        dia: '2025-03-11',
        novos: 1,
        ativos: 0,
        simulados: 0,
        pagamentos: 1,
        pagos: 4990,
        reembolsos: 0,
        reembolsados: 0,
      },
      // Ana's two simulados and Bia's nota (dated at noon of its day) make two active students.
      { dia: '2025-03-12', novos: 0, ativos: 2, simulados: 3, pagamentos: 0, pagos: 0, reembolsos: 0, reembolsados: 0 },
      {
        dia: '2025-03-20',
        novos: 0,
        ativos: 0,
        simulados: 0,
        pagamentos: 0,
        pagos: 0,
        reembolsos: 1,
        reembolsados: 4990,
      },
    ]);
    expect(await rows('select dia::text as dia, alunos from expiracoes_dias order by dia')).toEqual([
      { dia: '2025-04-09', alunos: 1 },
      { dia: '2025-04-10', alunos: 1 },
    ]);
    expect(await visaoGeralDrift(database.db)).toEqual(noDrift);
  });

  it('keeps the counts equal to a recount through any sequence of writes', async () => {
    const aluno = fc.constantFrom('u1', 'u2', 'u3');
    // Instants a few hours either side of São Paulo's midnights.
    const instante = fc
      .integer({ min: 0, max: 4 * 24 - 1 })
      .map((h) => `'${new Date(Date.UTC(2025, 5, 1, 0) + h * 3_600_000).toISOString()}'`);
    const op = fc.oneof(
      fc
        .tuple(aluno, instante, fc.option(instante))
        .map(
          ([id, criado, expira]) =>
            `insert into users (id, nome, email, created_at, data_expiracao) values ('${id}', '${id}', '${id}@x.com', ${criado}, ${expira ?? 'null'}) on conflict do nothing`,
        ),
      fc
        .tuple(aluno, fc.option(instante))
        .map(([id, e]) => `update users set data_expiracao = ${e ?? 'null'} where id = '${id}'`),
      fc.tuple(aluno, instante).map(([id, c]) => `update users set created_at = ${c} where id = '${id}'`),
      aluno.map((id) => `delete from users where id = '${id}'`),
      fc
        .tuple(aluno, fc.array(instante, { minLength: 1, maxLength: 3 }))
        .map(
          ([id, ds]) =>
            `insert into simulados (user_id, materia_id, nota, data) select id, 1, 5, d::timestamptz from users, unnest(array[${ds.join(', ')}]) d where id = '${id}'`,
        ),
      fc
        .tuple(aluno, instante)
        .map(
          ([id, d]) =>
            `insert into notas (user_id, materia_id, nota, data, criada_em) select id, 1, 7, current_date, ${d} from users where id = '${id}'`,
        ),
      fc
        .tuple(aluno, instante)
        .map(
          ([id, d]) =>
            `update simulados set data = ${d} where id = (select max(id) from simulados where user_id = '${id}')`,
        ),
      fc.tuple(aluno, instante).map(([id, d]) => `update notas set criada_em = ${d} where user_id = '${id}'`),
      aluno.map((id) => `delete from simulados where id = (select min(id) from simulados where user_id = '${id}')`),
      aluno.map((id) => `delete from notas where user_id = '${id}'`),
      fc
        .tuple(fc.integer({ min: 1, max: 4 }), instante, fc.integer({ min: 0, max: 20000 }))
        .map(
          ([n, d, v]) =>
            `insert into pagamentos (provider, invoice_id, email, status, valor_centavos, pago_em) values ('eduzz', '${n}', 'x@x.com', 'pago', ${v}, ${d}) on conflict do nothing`,
        ),
      fc
        .tuple(fc.integer({ min: 1, max: 4 }), instante, fc.constantFrom('reembolsado', 'chargeback', 'pago'))
        .map(([n, d, s]) => `update pagamentos set status = '${s}', cancelado_em = ${d} where invoice_id = '${n}'`),
      fc.integer({ min: 1, max: 4 }).map((n) => `delete from pagamentos where invoice_id = '${n}'`),
      fc.constant('truncate simulados cascade'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30, size: 'max' }), async (ops) => {
        await run("delete from users where id in ('u1', 'u2', 'u3')");
        await run(
          "insert into users (id, nome, email) values ('u1', 'u1', 'u1@x.com'), ('u2', 'u2', 'u2@x.com'), ('u3', 'u3', 'u3@x.com')",
        );
        await run("delete from pagamentos where provider = 'eduzz' and invoice_id in ('1', '2', '3', '4')");
        for (const statement of ops) await run(statement);
        expect(await visaoGeralDrift(database.db)).toEqual(noDrift);
      }),
      { numRuns: 60 },
    );
  });
});
