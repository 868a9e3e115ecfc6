import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOverFixture } from '../../../tests/support/migrations.js';
import { freshDatabase } from '../../../tests/support/test-db.js';
import { rowsOf, type Database } from './client.js';

/**
 * Migration 0009 adds the learning features over answers already saved: it must derive, from the
 * history alone, each simulado's hits without a peek, the peek of each latest answer, each student's
 * first unpeeked answer per question and the per-question counts built from those.
 */
describe('migration 0009 backfills the learning features from the saved history', () => {
  let database: Database;
  const rows = async <T>(query: string) => rowsOf<T>(await database.db.execute(sql.raw(query)));

  beforeAll(async () => {
    database = await freshDatabase();
    const fixture = `
      insert into users (id, nome, email) values ('ana', 'Ana', 'ana@example.com'), ('bia', 'Bia', 'bia@example.com');
      insert into modulos (id, nome) values (1, 'Básico');
      insert into materias (id, nome, modulo_id, is_free) values (1, 'Português', 1, true);
      insert into questoes (id, materia_id, enunciado, alternativa_a, alternativa_b, alternativa_c, alternativa_d, alternativa_e, resposta_correta)
        values (1, 1, 'Q1', 'a', 'b', 'c', 'd', 'e', 'A'), (2, 1, 'Q2', 'a', 'b', 'c', 'd', 'e', 'B');
      -- Ana: first simulado peeks at Q1 (right) and misses Q2 with C; the second answers Q1 with B, Q2 right.
      insert into simulados (id, user_id, materia_id, data, nota, questoes_respondidas, acertos)
        values (1, 'ana', 1, '2026-01-01T10:00:00Z', 5, 2, 1), (2, 'ana', 1, '2026-01-02T10:00:00Z', 5, 2, 1),
               (3, 'bia', 1, '2026-01-01T11:00:00Z', 10, 2, 2);
      insert into respostas_usuario (simulado_id, questao_id, resposta, correta, espiada) values
        (1, 1, 'A', true, true), (1, 2, 'C', false, false),
        (2, 1, 'B', false, false), (2, 2, 'B', true, true),
        (3, 1, 'A', true, false), (3, 2, 'B', true, false);
      insert into questoes_status (user_id, questao_id, materia_id, correta, respondida_em) values
        ('ana', 1, 1, false, '2026-01-02T10:00:00Z'), ('ana', 2, 1, true, '2026-01-02T10:00:00Z'),
        ('bia', 1, 1, true, '2026-01-01T11:00:00Z'), ('bia', 2, 1, true, '2026-01-01T11:00:00Z');
    `;
    await migrateOverFixture(database, '_learning_features', fixture);
  });
  afterAll(() => database.close());

  it('counts hits without a peek per simulado', async () => {
    const simulados = await rows<{ id: number; acertos_sem_espiar: number; tipo: string }>(
      'select id, acertos_sem_espiar, tipo from simulados order by id',
    );
    expect(simulados.map((s) => [Number(s.id), s.acertos_sem_espiar, s.tipo])).toEqual([
      [1, 0, 'padrao'],
      [2, 0, 'padrao'],
      [3, 2, 'padrao'],
    ]);
  });

  it('marks the latest answer peeked and keeps each student’s first unpeeked letter', async () => {
    const status = await rows<{ user_id: string; questao_id: number; espiada: boolean; primeira_resposta: string }>(
      'select user_id, questao_id, espiada, primeira_resposta from questoes_status order by user_id, questao_id',
    );
    expect(status.map((s) => [s.user_id, Number(s.questao_id), s.espiada, s.primeira_resposta])).toEqual([
      // Q1: the peeked answer is left out, so Ana's first counted answer is the later B.
      ['ana', 1, false, 'B'],
      // Q2: the first unpeeked answer was C; the latest (peeked) one is marked.
      ['ana', 2, true, 'C'],
      ['bia', 1, false, 'A'],
      ['bia', 2, false, 'B'],
    ]);
  });

  it('builds the per-question counts from the first unpeeked answers only', async () => {
    const stats = await rows<Record<string, number>>(
      'select questao_id, respostas, acertos, marcadas_a, marcadas_b, marcadas_c, marcadas_d, marcadas_e from questao_estatisticas order by questao_id',
    );
    expect(stats.map((s) => Object.values(s).map(Number))).toEqual([
      [1, 2, 1, 1, 1, 0, 0, 0],
      [2, 2, 1, 0, 1, 1, 0, 0],
    ]);
  });
});
