import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resultado } from '../../shared/schemas/simulados.js';
import { createContent, setSubscription } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Decision 0023: a student whose subscription lapsed keeps the history of what they did while it was
// active (their results, with the statements and answer key of the questions they answered), and gets
// nothing new of the premium subjects.

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('a subscription that lapsed', () => {
  it('keeps the student’s own premium results, and refuses new premium questions', async () => {
    const email = 'expirou@example.com';
    const a = await t.signUp({ email });
    await setSubscription(t.db, email, new Date(Date.now() + 30 * DAY));
    const respostas = content.premiumQs.slice(0, 3).map((q) => ({ questaoId: q.id, resposta: q.respostaCorreta }));
    const saved = await a.post('/api/simulados', { clientKey: randomUUID(), materiaId: content.premium.id, respostas });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };

    await setSubscription(t.db, email, new Date(Date.now() - DAY));

    const resultado = await a.get(`/api/simulados/${id}`);
    expect(resultado.status).toBe(200);
    const body = (await resultado.json()) as Resultado;
    expect(body.questoes.map((q) => q.id)).toEqual(respostas.map((r) => r.questaoId));
    expect(body.questoes[0]!.respostaCorreta).toBe(content.premiumQs[0]!.respostaCorreta);
    expect(body.questoes[0]!.enunciado).toBeTruthy();

    const selecao = await a.post('/api/simulados/selecao', {
      materiaId: content.premium.id,
      quantidade: 10,
      tipo: 'todas',
    });
    expect(selecao.status).toBe(403);
    const again = await a.post('/api/simulados', { clientKey: randomUUID(), materiaId: content.premium.id, respostas });
    expect(again.status).toBe(403);
  });
});
