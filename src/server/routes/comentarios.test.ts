import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import type { Comentario, MeuComentario } from '../../shared/schemas/comentarios.js';
import { questaoComentarioReacoes, questaoReports } from '../db/schema.js';
import { createContent, setSubscription } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
let q: number;
let premiumQ: number;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
  q = content.freeQs[0]!.id;
  premiumQ = content.premiumQs[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function student(nome = 'Aluno') {
  const email = `com${++n}@example.com`;
  return { email, a: await t.signUp({ email, nome }) };
}
type Agent = Awaited<ReturnType<typeof student>>['a'];
const comment = async (a: Agent, questaoId: number, comentario: string) =>
  ((await (await a.post(`/api/questoes/${questaoId}/comentarios`, { comentario })).json()) as { id: number }).id;
const list = async (a: Agent, questaoId = q) =>
  (await (await a.get(`/api/questoes/${questaoId}/comentarios`)).json()) as Comentario[];

describe('comments under a question', () => {
  it('adds and lists newest first with the author’s name; requires text', async () => {
    const { a } = await student('Beatriz Costa');
    const first = await comment(a, q, 'Primeiro comentário');
    const second = await comment(a, q, 'Segundo comentário');
    const items = await list(a);
    expect(items.map((c) => c.id).slice(0, 2)).toEqual([second, first]);
    expect(items[0]).toMatchObject({
      comentario: 'Segundo comentário',
      autor: { nome: 'Beatriz Costa', avatarUrl: null },
      meu: true,
      likes: 0,
      dislikes: 0,
      minhaReacao: null,
    });

    const empty = await a.post(`/api/questoes/${q}/comentarios`, { comentario: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: messages.comentarioRequired });
  });

  it('refuses anonymous calls, unknown questions, and premium questions to non-subscribers', async () => {
    expect((await t.agent().get(`/api/questoes/${q}/comentarios`)).status).toBe(401);
    const { a, email } = await student();
    expect((await a.get('/api/questoes/999999/comentarios')).status).toBe(404);
    const premium = await a.post(`/api/questoes/${premiumQ}/comentarios`, { comentario: 'Oi' });
    expect(premium.status).toBe(403);
    expect((await a.get(`/api/questoes/${premiumQ}/comentarios`)).status).toBe(403);
    await setSubscription(t.db, email, new Date(Date.now() + 86400_000));
    expect((await a.post(`/api/questoes/${premiumQ}/comentarios`, { comentario: 'Agora sim' })).status).toBe(201);
  });

  it('likes and dislikes: the same again removes it, the other replaces it, one per user', async () => {
    const { a: author } = await student();
    const { a: reader } = await student();
    const { a: third } = await student();
    const id = await comment(author, q, 'Reaja aqui');
    const react = async (a: Agent, tipo: string) => (await a.post(`/api/comentarios/${id}/reacao`, { tipo })).json();
    const readerId = ((await (await reader.get('/api/me')).json()) as { id: string }).id;

    expect(await react(reader, 'like')).toEqual({ likes: 1, dislikes: 0, minhaReacao: 'like' });
    expect(await react(third, 'like')).toEqual({ likes: 2, dislikes: 0, minhaReacao: 'like' });
    expect(await react(reader, 'dislike')).toEqual({ likes: 1, dislikes: 1, minhaReacao: 'dislike' });
    expect(await react(reader, 'dislike')).toEqual({ likes: 1, dislikes: 0, minhaReacao: null });
    // Double clicks racing each other: every click is answered (no 500), and the reader ends with at
    // most one reaction, whichever order the toggles ran in; the other reader's like is untouched.
    const race = await Promise.all([1, 2, 3].map(() => reader.post(`/api/comentarios/${id}/reacao`, { tipo: 'like' })));
    expect(race.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const body of (await Promise.all(race.map((r) => r.json()))) as Array<Record<string, unknown>>) {
      expect(body).toMatchObject({ dislikes: 0 });
      expect([1, 2]).toContain(body.likes);
    }
    const rows = await t.db
      .select()
      .from(questaoComentarioReacoes)
      .where(eq(questaoComentarioReacoes.comentarioId, id));
    const readersRows = rows.filter((r) => r.userId === readerId);
    expect(readersRows.length).toBeLessThanOrEqual(1);
    expect(rows.filter((r) => r.userId !== readerId)).toHaveLength(1);
    // What the reader is shown matches what is stored.
    const seenAfterRace = (await list(reader)).find((c) => c.id === id);
    expect(seenAfterRace).toMatchObject({
      likes: rows.filter((r) => r.tipo === 'like').length,
      minhaReacao: readersRows[0]?.tipo ?? null,
    });

    const seen = (await list(reader)).find((c) => c.id === id);
    expect(seen).toMatchObject({ meu: false });
    expect((await react(reader, 'love')).code).toBe('INVALID_INPUT');
    expect((await reader.post('/api/comentarios/999999/reacao', { tipo: 'like' })).status).toBe(404);
  });

  it('the database itself allows one reaction per user per comment', async () => {
    const { a } = await student();
    const id = await comment(a, q, 'Único');
    const userId = ((await (await a.get('/api/me')).json()) as { id: string }).id;
    // One reaction is fine; a second one by the same user on the same comment is refused.
    await t.db.insert(questaoComentarioReacoes).values({ comentarioId: id, userId, tipo: 'like' });
    await expect(
      t.db.insert(questaoComentarioReacoes).values({ comentarioId: id, userId, tipo: 'dislike' }),
    ).rejects.toThrow();
    const rows = await t.db
      .select()
      .from(questaoComentarioReacoes)
      .where(eq(questaoComentarioReacoes.comentarioId, id));
    expect(rows.map((r) => r.tipo)).toEqual(['like']);
  });

  it('deletes only one’s own comment; another user’s is not found and stays', async () => {
    const { a: owner } = await student();
    const { a: intruder } = await student();
    const id = await comment(owner, q, 'Meu comentário');
    const attempt = await intruder.delete(`/api/comentarios/${id}`);
    expect(attempt.status).toBe(404);
    expect(await attempt.json()).toMatchObject({ message: messages.comentarioNotFound });
    expect((await list(owner)).some((c) => c.id === id)).toBe(true);
    expect((await owner.delete(`/api/comentarios/${id}`)).status).toBe(204);
    expect((await list(owner)).some((c) => c.id === id)).toBe(false);
  });

  it('lists one’s own comments with question and subject', async () => {
    const { a } = await student();
    const { a: other } = await student();
    await comment(other, q, 'De outra pessoa');
    const id = await comment(a, q, 'Só meu');
    const mine = (await (await a.get('/api/comentarios')).json()) as MeuComentario[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id, comentario: 'Só meu', questao: { id: q, materiaNome: 'Gratuita Teste' } });
    expect(mine[0]!.questao.enunciado).toContain('<p>');
  });
});

describe('error reports', () => {
  it('stores a report as pendente with its question and reporter; requires a description', async () => {
    const { a } = await student();
    const res = await a.post(`/api/questoes/${q}/reports`, { descricao: 'A alternativa C também está correta.' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.db.select().from(questaoReports).where(eq(questaoReports.id, id));
    expect(row).toMatchObject({ questaoId: q, status: 'pendente', descricao: 'A alternativa C também está correta.' });

    const empty = await a.post(`/api/questoes/${q}/reports`, { descricao: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: messages.reportRequired });
    expect((await t.agent().post(`/api/questoes/${q}/reports`, { descricao: 'x' })).status).toBe(401);
    expect((await a.post(`/api/questoes/${premiumQ}/reports`, { descricao: 'x' })).status).toBe(403);
  });
});
