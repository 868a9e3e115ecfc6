import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTOS_POR_QUESTAO_OPTIONS } from '../../shared/rules/simulado.js';
import type { HistoricoPage, SelecaoResponse } from '../../shared/schemas/simulados.js';
import { questaoEstatisticas, revisaoCartoes, simulados } from '../db/schema.js';
import { createContent, wrongLetter } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Decision 0042: a save finished offline waits in the browser and is sent again until an answer comes
// back, so the server may get the same body twice (the first answer lost on the way), at once from two
// tabs, or long after. The clientKey makes each of those one simulado, with its statistics and review
// cards counted once (simulados.test.ts holds the plain retry; this is the offline queue's replay).

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const student = () => t.signUp({ email: `offline${++n}@example.com` });
type Agent = Awaited<ReturnType<typeof student>>;

async function historico(a: Agent) {
  return ((await (await a.get('/api/simulados')).json()) as HistoricoPage).itens;
}

async function statsOf(ids: number[]) {
  const [row] = await t.db
    .select({ respostas: sum(questaoEstatisticas.respostas), acertos: sum(questaoEstatisticas.acertos) })
    .from(questaoEstatisticas)
    .where(inArray(questaoEstatisticas.questaoId, ids));
  return { respostas: Number(row?.respostas ?? 0), acertos: Number(row?.acertos ?? 0) };
}

async function cardsOf(ids: number[]) {
  const [row] = await t.db.select({ n: count() }).from(revisaoCartoes).where(inArray(revisaoCartoes.questaoId, ids));
  return Number(row?.n);
}

describe('a queued save sent again', () => {
  it('refuses an anonymous replay and writes nothing', async () => {
    const before = await t.db.select({ n: count() }).from(simulados);
    const q = content.freeQs[0]!;
    const res = await t.agent().post('/api/simulados', {
      clientKey: randomUUID(),
      materiaId: content.free.id,
      respostas: [{ questaoId: q.id, resposta: q.respostaCorreta }],
    });
    expect(res.status).toBe(401);
    expect(await t.db.select({ n: count() }).from(simulados)).toEqual(before);
  });

  it('never hands another student the simulado of the same clientKey: theirs is their own', async () => {
    const [maria, joao] = [await student(), await student()];
    const clientKey = randomUUID();
    const q = content.freeQs[0]!;
    const body = {
      clientKey,
      materiaId: content.free.id,
      respostas: [{ questaoId: q.id, resposta: q.respostaCorreta }],
    };

    const first = await maria.post('/api/simulados', body);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const other = await joao.post('/api/simulados', body);
    expect(other.status).toBe(201);
    expect(((await other.json()) as { id: number }).id).not.toBe(id);

    expect((await historico(maria)).map((s) => s.id)).toEqual([id]);
    expect((await joao.get(`/api/simulados/${id}`)).status).toBe(404);
  });

  it('lands once when sent after it already landed, and when two tabs send it at once: one simulado, counted once', async () => {
    const a = await student();
    // A timed simulado, the server's session with it, as the player gets it.
    const sel = await a.post('/api/simulados/selecao', {
      materiaId: content.free.id,
      quantidade: 10,
      tipo: 'todas',
      minutosPorQuestao: MINUTOS_POR_QUESTAO_OPTIONS[0],
    });
    expect(sel.status).toBe(200);
    const selecao = (await sel.json()) as SelecaoResponse;
    expect(selecao.sessao).not.toBeNull();
    const qs = selecao.questoes.slice(0, 4);
    const ids = qs.map((q) => q.id);
    const body = {
      clientKey: randomUUID(),
      materiaId: content.free.id,
      sessaoId: selecao.sessao!.id,
      respostas: qs.map((q, i) => ({
        questaoId: q.id,
        resposta: i < 2 ? q.respostaCorreta : wrongLetter(q.respostaCorreta),
      })),
    };
    const statsBefore = await statsOf(ids);

    const first = await a.post('/api/simulados', body);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const statsAfter = await statsOf(ids);
    expect(statsAfter).toEqual({ respostas: statsBefore.respostas + 4, acertos: statsBefore.acertos + 2 });
    const cards = await cardsOf(ids);
    expect(cards).toBe(2);

    // The answer was lost: the queue sends it again, alone and then from two tabs at once.
    const again = await a.post('/api/simulados', body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    const raced = await Promise.all([a.post('/api/simulados', body), a.post('/api/simulados', body)]);
    expect(raced.map((r) => r.status)).toEqual([200, 200]);
    expect(await Promise.all(raced.map((r) => r.json()))).toEqual([{ id }, { id }]);

    expect((await historico(a)).filter((s) => s.id === id)).toHaveLength(1);
    expect(await historico(a)).toHaveLength(1);
    expect(await statsOf(ids)).toEqual(statsAfter);
    expect(await cardsOf(ids)).toBe(cards);
    const rows = await t.db.select({ n: count() }).from(simulados).where(eq(simulados.clientKey, body.clientKey));
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('lands once when first sent by two tabs at the same moment', async () => {
    const a = await student();
    const q = content.freeQs.slice(4, 7);
    const body = {
      clientKey: randomUUID(),
      materiaId: content.free.id,
      respostas: q.map((x) => ({ questaoId: x.id, resposta: x.respostaCorreta })),
    };
    const statsBefore = await statsOf(q.map((x) => x.id));
    const raced = await Promise.all([1, 2, 3, 4].map(() => a.post('/api/simulados', body)));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set((await Promise.all(raced.map((r) => r.json()))).map((b) => (b as { id: number }).id)).size).toBe(1);
    expect(await historico(a)).toHaveLength(1);
    expect(await statsOf(q.map((x) => x.id))).toEqual({
      respostas: statsBefore.respostas + 3,
      acertos: statsBefore.acertos + 3,
    });
  });
});
