import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-db.js';
import { aproveitamentoPercent, NOTA_APROVEITADA, round1 } from '../../../shared/rules/simulado.js';
import type { SessionUser } from '../../context.js';
import { rowsOf, type Database, type Db } from '../../db/client.js';
import { getDashboard } from '../dashboard/get-dashboard.js';
import { clearHistorico } from './clear-historico.js';
import { listHistoricoPage, type HistoricoPageInput } from './list-historico-page.js';

/**
 * simulados_totais against the straightforward aggregate over simulados: after any mix of saves (one
 * row or many per statement), deletions, clears, changes of a simulado's subject or grade and subjects
 * moved to another module, the totals are the group-by of simulados, and the dashboard's and the
 * history's numbers are those of an aggregate over every simulado.
 */
const USERS = ['ana', 'bia'] as const;
// Subjects 1 and 2 start in module 1, subject 3 in module 2; null is a review session.
const MATERIAS = [1, 2, 3] as const;
const MODULOS = [1, 2] as const;

const simulado = fc
  .record({
    user: fc.constantFrom(...USERS),
    materia: fc.constantFrom<number | null>(null, ...MATERIAS),
    questoes: fc.integer({ min: 0, max: 12 }),
    acertos: fc.nat(),
    semEspiar: fc.nat(),
    // Any grade in hundredths: exact halves of the averages (0.6 and 0.7 → 0.65) come up often.
    centesimos: fc.integer({ min: 0, max: 1000 }),
  })
  .map((s) => {
    const acertos = s.questoes === 0 ? 0 : s.acertos % (s.questoes + 1);
    return { ...s, acertos, semEspiar: acertos === 0 ? 0 : s.semEspiar % (acertos + 1) };
  });
type Simulado = typeof simulado extends fc.Arbitrary<infer T> ? T : never;

const command = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), rows: fc.array(simulado, { minLength: 1, maxLength: 12 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('clear' as const), user: fc.constantFrom(...USERS) }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    materia: fc.constantFrom(...MATERIAS),
    centesimos: fc.integer({ min: 0, max: 1000 }),
  }),
  fc.record({
    kind: fc.constant('modulo' as const),
    materia: fc.constantFrom(...MATERIAS),
    modulo: fc.constantFrom(...MODULOS),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

async function insert(db: Db, rows: Simulado[]) {
  const values = rows.map(
    (s) => sql`(${s.user}, ${s.materia}::int, ${s.materia === null ? 'revisao' : 'padrao'}, ${s.centesimos / 100},
                ${s.questoes}, ${s.acertos}, ${s.semEspiar})`,
  );
  await db.execute(sql`
    insert into simulados (user_id, materia_id, tipo, nota, questoes_respondidas, acertos, acertos_sem_espiar)
    values ${sql.join(values, sql`, `)}`);
}

/** The n-th simulado (modulo the count) in id order, or null when there is none. */
async function nth(db: Db, pick: number): Promise<number | null> {
  const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from simulados order by id`));
  return ids.length ? Number(ids[pick % ids.length]!.id) : null;
}

async function run(db: Db, c: Command) {
  if (c.kind === 'insert') return insert(db, c.rows);
  if (c.kind === 'clear') return void (await clearHistorico({ db, userId: c.user }));
  if (c.kind === 'modulo')
    return void (await db.execute(sql`update materias set modulo_id = ${c.modulo} where id = ${c.materia}`));
  const id = await nth(db, c.pick);
  if (id === null) return;
  if (c.kind === 'delete') return void (await db.execute(sql`delete from simulados where id = ${id}`));
  // A review keeps its null subject (the table's rule); a subject's simulado moves and gets a new grade.
  await db.execute(sql`
    update simulados set materia_id = case when tipo = 'revisao' then null else ${c.materia}::int end,
                         nota = ${c.centesimos / 100}
    where id = ${id}`);
}

/** The dashboard's numbers as an aggregate over every simulado computes them (the query before the totals). */
async function dashboardDireto(db: Db, userId: string) {
  const [s] = rowsOf<Record<string, number | null>>(
    await db.execute(sql`
      with honest as (
        select s.questoes_respondidas, s.acertos_sem_espiar, m.modulo_id,
               coalesce(round(s.acertos_sem_espiar * 1000.0 / nullif(s.questoes_respondidas, 0)) / 100, 0) as nota
        from simulados s left join materias m on m.id = s.materia_id
        where s.user_id = ${userId}
      )
      select count(*)::int as simulados, avg(nota)::float8 as geral,
             (avg(nota) filter (where modulo_id = 1))::float8 as basico,
             (avg(nota) filter (where modulo_id = 2))::float8 as especifico,
             coalesce(sum(questoes_respondidas), 0)::int as questoes, coalesce(sum(acertos_sem_espiar), 0)::int as acertos
      from honest`),
  );
  const mean = (v: number | null | undefined) => (v === null || v === undefined ? null : round1(Number(v)));
  return {
    estatisticas: {
      mediaGeral: mean(s!.geral),
      mediaBasico: mean(s!.basico),
      mediaEspecifico: mean(s!.especifico),
      simulados: Number(s!.simulados),
    },
    acertos: {
      questoes: Number(s!.questoes),
      acertos: Number(s!.acertos),
      erros: Number(s!.questoes) - Number(s!.acertos),
    },
  };
}

/** The history's summary over every matching simulado; the mean in exact decimals, rounded as round1. */
async function resumoDireto(db: Db, userId: string, f: Partial<HistoricoPageInput>) {
  const [r] = rowsOf<{ total: number; media: number | null; aproveitados: number; questoes: number }>(
    await db.execute(sql`
      select count(*)::int as total, avg(s.nota::numeric)::float8 as media,
             (count(*) filter (where round(s.acertos_sem_espiar * 1000.0 / nullif(s.questoes_respondidas, 0)) / 100
                                     >= ${NOTA_APROVEITADA}))::int as aproveitados,
             coalesce(sum(s.questoes_respondidas), 0)::int as questoes
      from simulados s left join materias m on m.id = s.materia_id
      where s.user_id = ${userId}
        and (${f.moduloId ?? null}::int is null or m.modulo_id = ${f.moduloId ?? null}::int)
        and (${f.materiaId ?? null}::int is null or s.materia_id = ${f.materiaId ?? null}::int)`),
  );
  return {
    total: r!.total,
    media: r!.media === null ? null : round1(Number(r!.media)),
    aproveitamento: aproveitamentoPercent(r!.aproveitados, r!.total),
    totalQuestoes: r!.questoes,
  };
}

const totaisRows = (db: Db, from: 'totais' | 'direto') =>
  db
    .execute(
      from === 'totais'
        ? sql`select user_id, materia_id, simulados, soma_nota::text as soma_nota,
                     soma_nota_sem_espiar::float8 as soma_sem_espiar, aproveitados, questoes_respondidas, acertos_sem_espiar
              from simulados_totais where simulados > 0 order by user_id, materia_id nulls first`
        : sql`select user_id, materia_id, count(*)::int as simulados, sum(nota::numeric)::text as soma_nota,
                     sum(coalesce(round(acertos_sem_espiar * 1000.0 / nullif(questoes_respondidas, 0)) / 100, 0))::float8 as soma_sem_espiar,
                     (count(*) filter (where round(acertos_sem_espiar * 1000.0 / nullif(questoes_respondidas, 0)) / 100 >= 7))::int as aproveitados,
                     sum(questoes_respondidas)::int as questoes_respondidas, sum(acertos_sem_espiar)::int as acertos_sem_espiar
              from simulados group by user_id, materia_id order by user_id, materia_id nulls first`,
    )
    .then((r) =>
      rowsOf<Record<string, unknown>>(r).map((row) => ({
        ...row,
        materia_id: row.materia_id === null ? null : Number(row.materia_id),
        // The same decimal, whatever trailing zeros the sums kept.
        soma_nota: Number(row.soma_nota),
      })),
    );

const ORDENS = {
  recentes: sql`s.data desc, s.id desc`,
  antigas: sql`s.data asc, s.id asc`,
  maior_nota: sql`s.nota desc, s.data desc, s.id desc`,
  menor_nota: sql`s.nota asc, s.data desc, s.id desc`,
} as const;

/** A page of the history as one ordered query over the joined rows computes it (before the index walk). */
async function paginaDireta(db: Db, userId: string, input: HistoricoPageInput) {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select s.id from simulados s left join materias m on m.id = s.materia_id
      where s.user_id = ${userId}
        and (${input.moduloId ?? null}::int is null or m.modulo_id = ${input.moduloId ?? null}::int)
        and (${input.materiaId ?? null}::int is null or s.materia_id = ${input.materiaId ?? null}::int)
      order by ${ORDENS[input.ordem]} limit 20 offset ${(input.pagina - 1) * 20}`),
  );
  return rows.map((r) => Number(r.id));
}

const user = (id: string) => ({ id, name: id, dataExpiracao: null, editalId: null }) as unknown as SessionUser;
const FILTROS: Array<Partial<HistoricoPageInput>> = [
  {},
  ...MODULOS.map((moduloId) => ({ moduloId })),
  ...MATERIAS.map((materiaId) => ({ materiaId })),
  { moduloId: 1, materiaId: 3 },
];

describe('simulados_totais keeps the student’s sums exactly', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await freshDatabase();
    await database.migrate();
    db = database.db;
    await db.execute(sql`insert into modulos (id, nome) values (1, 'Básico'), (2, 'Específico')`);
    await db.execute(sql`insert into materias (id, nome, modulo_id, is_free) values (1, 'Português', 1, true),
                           (2, 'Matemática', 1, true), (3, 'Direito Penal', 2, true)`);
    await db.execute(
      sql`insert into users (id, nome, email) values ('ana', 'Ana', 'ana@example.com'), ('bia', 'Bia', 'bia@example.com')`,
    );
  });
  afterAll(() => database.close());

  /** No simulado, and each subject in its first module: a property run can end with subjects moved. */
  async function reset() {
    await db.execute(sql`delete from simulados`);
    await db.execute(sql`update materias set modulo_id = case when id = 3 then 2 else 1 end`);
  }
  beforeEach(reset);

  it('matches the aggregate over every simulado after any saves, deletions, clears and moves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...(Object.keys(ORDENS) as Array<keyof typeof ORDENS>)),
        fc.integer({ min: 1, max: 2 }),
        async (commands, ordem, pagina) => {
          await reset();
          for (const c of commands) await run(db, c);

          expect(await totaisRows(db, 'totais')).toEqual(await totaisRows(db, 'direto'));
          for (const userId of USERS) {
            const painel = await getDashboard({ db, user: user(userId) });
            expect({ estatisticas: painel.estatisticas, acertos: painel.acertos }).toEqual(
              await dashboardDireto(db, userId),
            );
            for (const filtro of FILTROS) {
              const input = { ordem, pagina, ...filtro };
              const page = await listHistoricoPage({ db, userId, input });
              expect(page.resumo).toEqual(await resumoDireto(db, userId, filtro));
              expect(page.itens.map((i) => i.id)).toEqual(await paginaDireta(db, userId, input));
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('averages the grades exactly: 0.6 and 0.7 average 0.65, shown as 0.7', async () => {
    await insert(db, [
      { user: 'ana', materia: 1, questoes: 10, acertos: 6, semEspiar: 6, centesimos: 70 },
      { user: 'ana', materia: 1, questoes: 10, acertos: 6, semEspiar: 6, centesimos: 60 },
    ]);
    const page = await listHistoricoPage({ db, userId: 'ana', input: { ordem: 'recentes', pagina: 1 } });
    // Summed as doubles, 0.7 + 0.6 is 1.2999999999999998 and the mean 0.6499999999999999, shown as 0.6.
    expect(page.resumo.media).toBe(0.7);
  });

  it('lists the subjects with simulados only, and the history’s options follow', async () => {
    await insert(db, [{ user: 'ana', materia: 2, questoes: 1, acertos: 1, semEspiar: 1, centesimos: 1000 }]);
    await insert(db, [{ user: 'ana', materia: 1, questoes: 1, acertos: 0, semEspiar: 0, centesimos: 0 }]);
    await db.execute(sql`delete from simulados where materia_id = 1`);
    const page = await listHistoricoPage({ db, userId: 'ana', input: { ordem: 'recentes', pagina: 1 } });
    expect(page.opcoes).toEqual({
      modulos: [{ id: 1, nome: 'Básico' }],
      materias: [{ id: 2, nome: 'Matemática', moduloId: 1 }],
    });
  });
});
