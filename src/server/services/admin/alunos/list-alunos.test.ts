import { asc, count, desc, like, or, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../../tests/support/test-db.js';
import { ALUNOS_PAGE_SIZE } from '../../../../shared/schemas/admin-alunos.js';
import type { Database } from '../../../db/client.js';
import { editais, unidades, users } from '../../../db/schema.js';
import { alunoColumns, editalJoin, toAdminAluno, unidadeJoin } from './aluno-columns.js';
import { alunoBusca } from './busca.js';
import { listAlunos } from './list-alunos.js';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  await database.db.insert(editais).values([{ numero: 'E-1' }, { numero: 'E-2' }]);
  await database.db.insert(unidades).values([
    { sigla: 'U1', nome: 'Unidade 1' },
    { sigla: 'U2', nome: 'Unidade 2' },
  ]);
});
afterAll(() => database.close());

/**
 * The list as one plain query would give it: the page by name (or, `newest`, by sign-up, latest first),
 * and the count, over the same LIKEs.
 */
async function straightforward(q: string, page: number, newest = false) {
  const { db } = database;
  const busca = alunoBusca(q);
  const where: SQL | undefined = !busca
    ? undefined
    : busca.digitos
      ? or(like(users.busca, busca.texto), like(users.busca, busca.digitos))
      : like(users.busca, busca.texto);
  const rows = await db
    .select(alunoColumns)
    .from(users)
    .leftJoin(editais, editalJoin)
    .leftJoin(unidades, unidadeJoin)
    .where(where)
    .orderBy(...(newest ? [desc(users.createdAt), desc(users.id)] : [asc(users.nome), asc(users.id)]))
    .limit(ALUNOS_PAGE_SIZE)
    .offset((page - 1) * ALUNOS_PAGE_SIZE);
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  return {
    itens: rows.map(toAdminAluno),
    total: Number(counted!.n),
    totalLimitado: false,
    page,
    pageSize: ALUNOS_PAGE_SIZE,
  };
}

const first = ['Ana', 'Ângela', 'João', 'Joao'];
const last = ['Conceição', 'Simões', '100%', 'a_b'];
const aluno = fc.record({
  nome: fc.tuple(fc.constantFrom(...first), fc.constantFrom(...last)).map(([a, b]) => `${a} ${b}`),
  qra: fc.option(fc.constantFrom('QRA 15', 'qra 150', 'Alfa'), { nil: null }),
  whatsapp: fc.option(fc.constantFrom('21987654321', '1198765432', '21912345678'), { nil: null }),
  edital: fc.option(fc.constantFrom(0, 1), { nil: null }),
  unidade: fc.option(fc.constantFrom(0, 1), { nil: null }),
});
const search = fc.constantFrom(
  '',
  'ana',
  'conceicao',
  'CONCEIÇÃO',
  'ângela',
  'simoes',
  'qra 15',
  '(21) 9',
  // Digits in one run inside the text: searched by the digits alone (buscaPatterns).
  'qra 150',
  'aluno1@alunos',
  '219',
  '100%',
  'a_b',
  'joao silva',
  'alunos.test',
  'x',
);

describe('listAlunos', () => {
  it('gives the same page and total as the plain query, searched or not, on any page', async () => {
    const { db } = database;
    const [e1, e2] = await db.select({ id: editais.id }).from(editais).orderBy(editais.id);
    const [u1, u2] = await db.select({ id: unidades.id }).from(unidades).orderBy(unidades.id);
    await fc.assert(
      fc.asyncProperty(
        fc.array(aluno, { minLength: 15, maxLength: 70, size: 'max' }),
        fc.array(fc.tuple(search, fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 4 }),
        async (alunos, queries) => {
          await db.delete(users);
          if (alunos.length > 0) {
            await db.insert(users).values(
              alunos.map((a, i) => ({
                // Ids out of name order, so ties on the name are broken by id; sign-ups out of both orders,
                // some in the same instant, so ties on it are broken by id too.
                id: `u-${(i * 7919) % 1000}-${i}`,
                createdAt: new Date(Date.UTC(2025, 0, 1, 0, (i * 37) % 11)),
                nome: a.nome,
                email: `aluno${i}@alunos.test`,
                qra: a.qra,
                whatsapp: a.whatsapp,
                editalId: a.edital === null ? null : [e1!.id, e2!.id][a.edital],
                unidadeId: a.unidade === null ? null : [u1!.id, u2!.id][a.unidade],
              })),
            );
          }
          for (const [q, page] of queries) {
            const plain = await straightforward(q, page);
            expect(await listAlunos(db, { q, page })).toEqual(plain);
            // Counted up to a cap of two pages: over it the cap, the pages within it newest sign-up first
            // (decision 0064), none after. A walk of 30 users often runs out before the page: then every
            // match is sorted instead.
            const newest = await straightforward(q, page, true);
            for (const walkRows of [30, 1000]) {
              const capped = await listAlunos(db, { q, page }, { cap: 2 * ALUNOS_PAGE_SIZE, walkRows });
              if (!q || plain.total <= 2 * ALUNOS_PAGE_SIZE) expect(capped).toEqual(plain);
              else
                expect(capped).toEqual({
                  ...plain,
                  itens: page <= 2 ? newest.itens : [],
                  total: 2 * ALUNOS_PAGE_SIZE,
                  totalLimitado: true,
                });
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('a search over the cap (decision 0064)', () => {
  it('counts to the cap and lists its pages newest sign-up first, walked or sorted; within the cap by name', async () => {
    const { db } = database;
    await db.delete(users);
    // 60 'Silva' and 10 'Souza': sign-ups a minute apart, in another order than the names', two pairs in
    // the same instant.
    await db.insert(users).values(
      Array.from({ length: 70 }, (_, i) => ({
        id: `s-${String((i * 31) % 70).padStart(2, '0')}`,
        nome: `${i < 60 ? 'Ana Silva' : 'Bia Souza'} ${String((i * 17) % 70).padStart(2, '0')}`,
        email: `s${i}@alunos.test`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i === 5 ? 4 : i === 9 ? 8 : i)),
      })),
    );
    const all = await db
      .select({ id: users.id, nome: users.nome, createdAt: users.createdAt })
      .from(users)
      .where(like(users.busca, '%silva%'));
    const newest = [...all]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((u) => u.id);
    expect(all).toHaveLength(60);
    const cap = 2 * ALUNOS_PAGE_SIZE;
    for (const walkRows of [25, 1000]) {
      const page1 = await listAlunos(db, { q: 'silva', page: 1 }, { cap, walkRows });
      const page2 = await listAlunos(db, { q: 'silva', page: 2 }, { cap, walkRows });
      expect(page1).toMatchObject({ total: cap, totalLimitado: true, page: 1 });
      expect(page1.itens.map((u) => u.id)).toEqual(newest.slice(0, 20));
      expect(page2.itens.map((u) => u.id)).toEqual(newest.slice(20, 40));
      expect((await listAlunos(db, { q: 'silva', page: 3 }, { cap, walkRows })).itens).toEqual([]);
    }
    // Within the cap: exact total, by name, as before.
    const souza = await listAlunos(db, { q: 'souza', page: 1 }, { cap });
    expect(souza).toMatchObject({ total: 10, totalLimitado: false });
    expect(souza.itens.map((u) => u.nome)).toEqual(souza.itens.map((u) => u.nome).sort());
  });
});
