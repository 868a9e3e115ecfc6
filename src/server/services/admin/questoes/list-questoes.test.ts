import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../../tests/support/test-db.js';
import { QUESTOES_PAGE_SIZE, type AdminQuestoesQuery } from '../../../../shared/schemas/admin-questoes.js';
import { rowsOf, type Database } from '../../../db/client.js';
import { aulasDaMateria, materias, modulos, questoes, questoesBusca } from '../../../db/schema.js';
import { containsPattern, foldSearch } from './fold-search.js';
import { getQuestao, listQuestoes } from './list-questoes.js';

let database: Database;
let ids: { modulos: number[]; materias: number[]; aulas: number[] };
beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  const { db } = database;
  const mods = await db
    .insert(modulos)
    .values([{ nome: 'Básico' }, { nome: 'Específico' }])
    .returning({ id: modulos.id });
  const mats = await db
    .insert(materias)
    .values([
      { nome: 'Direito Constitucional', moduloId: mods[0]!.id },
      { nome: 'Legislação Aplicada', moduloId: mods[1]!.id },
      { nome: 'Função Pública', moduloId: mods[1]!.id },
    ])
    .returning({ id: materias.id });
  const aulas = await db
    .insert(aulasDaMateria)
    .values([
      { materiaId: mats[0]!.id, titulo: 'Aula 1', ordem: 1 },
      { materiaId: mats[1]!.id, titulo: 'Aula 1', ordem: 1 },
    ])
    .returning({ id: aulasDaMateria.id });
  ids = { modulos: mods.map((m) => m.id), materias: mats.map((m) => m.id), aulas: aulas.map((a) => a.id) };
});
afterAll(() => database.close());

/**
 * The list as the plain query gives it: every statement folded by bizu_fold_html on the spot (no stored
 * copy), the page newest first and the count over the same condition.
 */
async function straightforward(query: AdminQuestoesQuery) {
  const { db } = database;
  const parts: SQL[] = [];
  if (query.moduloId !== undefined) parts.push(eq(materias.moduloId, query.moduloId));
  if (query.materiaId !== undefined) parts.push(eq(questoes.materiaId, query.materiaId));
  if (query.aulaId !== undefined) parts.push(eq(questoes.aulaId, query.aulaId));
  const folded = foldSearch(query.q);
  if (folded) {
    const byName = (await db.select().from(materias))
      .filter((m) => foldSearch(m.nome).includes(folded))
      .map((m) => m.id);
    const inStatement = sql`bizu_fold_html(${questoes.enunciado}) like ${containsPattern(folded)}`;
    parts.push(byName.length > 0 ? or(inStatement, inArray(questoes.materiaId, byName))! : inStatement);
  }
  const where = parts.length ? and(...parts) : undefined;
  const pageIds = await db
    .select({ id: questoes.id })
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .where(where)
    .orderBy(desc(questoes.id))
    .limit(QUESTOES_PAGE_SIZE)
    .offset((query.page - 1) * QUESTOES_PAGE_SIZE);
  const [counted] = await db
    .select({ n: count() })
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .where(where);
  const itens = [];
  for (const { id } of pageIds) itens.push(await getQuestao(db, id));
  return { itens, total: counted!.n, totalLimitado: false, page: query.page, pageSize: QUESTOES_PAGE_SIZE };
}

const words = ['Constituição', 'Federal', '<strong>função</strong>', 'FUNÇÃO', 'pública', '100%', 'a_b', 'flagrante'];
const enunciado = fc
  .array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 })
  .map((w) => `<p>${w.join(' ')}</p>`);
const search = fc.constantFrom(
  '',
  'constituicao federal',
  'funcao',
  'FUNÇÃO pública',
  '100%',
  'a_b',
  'legislacao',
  'x',
);

describe('listQuestoes', () => {
  it('gives the same page and total as folding every statement on the spot, after inserts, edits and deletes', async () => {
    const { db } = database;
    const questao = fc.record({
      materia: fc.integer({ min: 0, max: 2 }),
      comAula: fc.boolean(),
      enunciado,
      editado: fc.option(enunciado, { nil: null }),
      apagada: fc.boolean(),
    });
    const query = fc.record({
      moduloId: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
      materiaId: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
      aulaId: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
      q: search,
      page: fc.integer({ min: 1, max: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(questao, { minLength: 10, maxLength: 90, size: 'max' }),
        fc.array(query, { minLength: 1, maxLength: 4 }),
        async (bank, queries) => {
          await db.delete(questoes);
          const inserted =
            bank.length === 0
              ? []
              : await db
                  .insert(questoes)
                  .values(
                    bank.map((b) => ({
                      materiaId: ids.materias[b.materia]!,
                      // Only the first two matérias have an aula.
                      aulaId: b.comAula && b.materia < 2 ? ids.aulas[b.materia]! : null,
                      enunciado: b.enunciado,
                      alternativaA: 'a',
                      alternativaB: 'b',
                      alternativaC: 'c',
                      alternativaD: 'd',
                      alternativaE: 'e',
                      respostaCorreta: 'A' as const,
                    })),
                  )
                  .returning({ id: questoes.id });
          for (const [i, b] of bank.entries()) {
            const id = inserted[i]!.id;
            if (b.editado !== null) await db.update(questoes).set({ enunciado: b.editado }).where(eq(questoes.id, id));
            if (b.apagada) await db.delete(questoes).where(eq(questoes.id, id));
          }
          for (const raw of queries) {
            const q: AdminQuestoesQuery = {
              q: raw.q,
              page: raw.page,
              moduloId: raw.moduloId === undefined ? undefined : ids.modulos[raw.moduloId],
              materiaId: raw.materiaId === undefined ? undefined : ids.materias[raw.materiaId],
              aulaId: raw.aulaId === undefined ? undefined : ids.aulas[raw.aulaId],
            };
            const plain = await straightforward(q);
            expect(await listQuestoes(db, q)).toEqual(plain);
            // Counted up to a cap of two pages (decision 0064): over it the cap, the pages within it
            // newest first as ever, a later one refused. A walk of 15 questions often runs out before the
            // page: then every match is sorted instead.
            const cap = 2 * QUESTOES_PAGE_SIZE;
            for (const walkRows of [15, 1000]) {
              const capped = listQuestoes(db, q, { cap, walkRows });
              if (!q.q || plain.total <= cap) await expect(capped).resolves.toEqual(plain);
              else if (q.page > 2)
                await expect(capped).rejects.toMatchObject({ code: 'QUESTOES_BUSCA_ALEM_DO_LIMITE' });
              else await expect(capped).resolves.toEqual({ ...plain, total: cap, totalLimitado: true });
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('counts a search to the cap, pages the newest matches within it, walked or sorted, and refuses a page past it', async () => {
    const { db } = database;
    await db.delete(questoes);
    // 70 questions, every third one about the flagrante (24 of them), one matéria's name matching too.
    const inserted = await db
      .insert(questoes)
      .values(
        Array.from({ length: 70 }, (_, i) => ({
          materiaId: ids.materias[i % 2]!,
          enunciado: i % 3 === 0 ? `<p>Prisão em <strong>flagrante</strong> ${i}</p>` : `<p>Outra questão ${i}</p>`,
          alternativaA: 'a',
          alternativaB: 'b',
          alternativaC: 'c',
          alternativaD: 'd',
          alternativaE: 'e',
          respostaCorreta: 'A' as const,
        })),
      )
      .returning({ id: questoes.id });
    const newest = inserted
      .filter((_, i) => i % 3 === 0)
      .map((r) => r.id)
      .sort((a, b) => b - a);
    expect(newest).toHaveLength(24);
    const cap = QUESTOES_PAGE_SIZE;
    for (const walkRows of [10, 1000]) {
      const page1 = await listQuestoes(db, { q: 'FLAGRANTE', page: 1 }, { cap, walkRows });
      expect(page1).toMatchObject({ total: cap, totalLimitado: true, page: 1 });
      expect(page1.itens.map((q) => q.id)).toEqual(newest.slice(0, 20));
      await expect(listQuestoes(db, { q: 'flagrante', page: 2 }, { cap, walkRows })).rejects.toMatchObject({
        code: 'QUESTOES_BUSCA_ALEM_DO_LIMITE',
        status: 400,
        message: 'A busca mostra até 50 páginas. Refine a busca para ver as demais questões.',
      });
    }
    // Within the cap, exact and as before; the matéria's name ('Legislação Aplicada') matches its 35.
    const porNome = await listQuestoes(db, { q: 'legislacao', page: 2 }, { cap: 1000 });
    expect(porNome).toMatchObject({ total: 35, totalLimitado: false });
    expect(porNome.itens).toHaveLength(15);
    // Without a search the total is exact whatever its size.
    expect(await listQuestoes(db, { q: '', page: 1 }, { cap })).toMatchObject({ total: 70, totalLimitado: false });
  });

  it('keeps one folded statement per question, as bizu_fold_html folds it now', async () => {
    const { db } = database;
    const result = await db.execute(sql`
      select count(*)::int as n from ${questoes} q full join ${questoesBusca} b on b.questao_id = q.id
      where q.id is null or b.questao_id is null or b.busca <> bizu_fold_html(q.enunciado)`);
    const orphans = rowsOf<{ n: number }>(result)[0]!.n;
    expect(orphans).toBe(0);
  });
});
