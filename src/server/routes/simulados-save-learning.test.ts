import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resultado } from '../../shared/schemas/simulados.js';
import { questoesStatus, revisaoCartoes, simuladoSessoes, simulados } from '../db/schema.js';
import { createContent, wrongLetter } from '../../../tests/support/content.js';
import { signUpStudent } from '../../../tests/support/students.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// What the save writes for the learning features (issue 27): honest hits, the kinds of simulado, the
// review cards it creates and the sessions it is held to. The features' own endpoints have their tests.

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
});
afterAll(async () => {
  await t?.close();
});

const student = (subscriber = false) => signUpStudent(t, { prefix: 'learn', subscriber });
type Agent = Awaited<ReturnType<typeof student>>;
const post = (a: Agent, body: object) => a.post('/api/simulados', { clientKey: randomUUID(), ...body });

describe('refusals', () => {
  it('needs a matéria for a padrao simulado, and refuses an unknown kind', async () => {
    const a = await student();
    const respostas = [{ questaoId: content.freeQs[0]!.id, resposta: 'A' }];
    const noMateria = await post(a, { respostas });
    expect(noMateria.status).toBe(400);
    expect(await noMateria.json()).toMatchObject({ fields: { materiaId: 'Escolha a matéria do simulado.' } });
    expect((await post(a, { tipo: 'outro', materiaId: content.free.id, respostas })).status).toBe(400);
  });

  it('refuses a review with premium questions to a non-subscriber, and questions of a practical or unknown subject', async () => {
    const a = await student();
    const premium = await post(a, {
      tipo: 'revisao',
      respostas: [{ questaoId: content.premiumQs[0]!.id, resposta: 'A' }],
    });
    expect(premium.status).toBe(403);
    const unknown = await post(a, { tipo: 'revisao', respostas: [{ questaoId: 999_999, resposta: 'A' }] });
    expect(unknown.status).toBe(404);
    const rows = await t.db.select().from(simulados).where(eq(simulados.tipo, 'revisao'));
    expect(rows).toHaveLength(0);
  });

  it("refuses another student's session, and a session saved under another key", async () => {
    const owner = await student();
    const other = await student();
    const me = (await (await owner.get('/api/me')).json()) as { id: string };
    const printed = () =>
      t.db
        .insert(simuladoSessoes)
        .values({ userId: me.id, materiaId: content.free.id, tipo: 'impresso', questaoIds: [content.freeQs[0]!.id] })
        .returning();
    const [sessao] = await printed();
    const respostas = [{ questaoId: content.freeQs[0]!.id, resposta: 'A' }];
    expect((await post(other, { materiaId: content.free.id, sessaoId: sessao!.id, respostas })).status).toBe(404);
    const first = await post(owner, { materiaId: content.free.id, sessaoId: sessao!.id, respostas });
    expect(first.status).toBe(201);
    const again = await post(owner, { materiaId: content.free.id, sessaoId: sessao!.id, respostas });
    expect(again.status).toBe(409);
    const [fresh] = await printed();
    const outside = await post(owner, {
      materiaId: content.free.id,
      sessaoId: fresh!.id,
      respostas: [{ questaoId: content.freeQs[1]!.id, resposta: 'A' }],
    });
    expect(outside.status).toBe(400);
    // Claiming another subject for the session's questions is refused before the session is looked at.
    const otherSubject = await post(owner, { materiaId: content.vazia.id, sessaoId: fresh!.id, respostas });
    expect(otherSubject.status).toBe(400);
    const [untouched] = await t.db.select().from(simuladoSessoes).where(eq(simuladoSessoes.id, fresh!.id));
    expect(untouched?.simuladoId).toBeNull();
  });
});

describe('what the save writes', () => {
  it('keeps hits after a peek out of the honest count and the review cards follow the answers', async () => {
    const a = await student();
    const me = (await (await a.get('/api/me')).json()) as { id: string };
    const [q1, q2, q3] = content.freeQs as [
      (typeof content.freeQs)[0],
      (typeof content.freeQs)[0],
      (typeof content.freeQs)[0],
    ];
    const res = await post(a, {
      materiaId: content.free.id,
      respostas: [
        { questaoId: q1.id, resposta: q1.respostaCorreta, espiada: false },
        { questaoId: q2.id, resposta: q2.respostaCorreta, espiada: true },
        { questaoId: q3.id, resposta: wrongLetter(q3.respostaCorreta), espiada: false },
      ],
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const resultado = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    expect(resultado).toMatchObject({
      tipo: 'padrao',
      acertos: 2,
      acertosSemEspiar: 1,
      nota: 6.67,
      notaSemEspiar: 3.33,
    });
    expect(resultado).toMatchObject({ prazo: null, foraDoPrazo: 0 });

    const status = await t.db
      .select({ questaoId: questoesStatus.questaoId, espiada: questoesStatus.espiada })
      .from(questoesStatus)
      .where(eq(questoesStatus.userId, me.id));
    expect(new Map(status.map((s) => [s.questaoId, s.espiada]))).toEqual(
      new Map([
        [q1.id, false],
        [q2.id, true],
        [q3.id, false],
      ]),
    );
    // Wrong → a card (Again); right after a peek → a card (Hard); right on its own with no card → none.
    const cards = await t.db
      .select({ questaoId: revisaoCartoes.questaoId, lapses: revisaoCartoes.lapses, due: revisaoCartoes.due })
      .from(revisaoCartoes)
      .where(eq(revisaoCartoes.userId, me.id));
    expect(cards.map((c) => c.questaoId).sort()).toEqual([q2.id, q3.id].sort());
  });

  it('saves a review of several subjects with no matéria of its own, once per key', async () => {
    const a = await student(true);
    const clientKey = randomUUID();
    const body = {
      clientKey,
      tipo: 'revisao',
      respostas: [
        { questaoId: content.freeQs[4]!.id, resposta: content.freeQs[4]!.respostaCorreta },
        { questaoId: content.premiumQs[1]!.id, resposta: wrongLetter(content.premiumQs[1]!.respostaCorreta) },
      ],
    };
    const first = await a.post('/api/simulados', body);
    expect(first.status).toBe(201);
    const replay = await a.post('/api/simulados', body);
    expect(replay.status).toBe(200);
    const { id } = (await first.json()) as { id: number };
    expect(((await replay.json()) as { id: number }).id).toBe(id);
    const resultado = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    expect(resultado).toMatchObject({ tipo: 'revisao', materia: null, acertos: 1, questoesRespondidas: 2 });
    const saved = await t.db
      .select()
      .from(simulados)
      .where(and(eq(simulados.id, id), eq(simulados.tipo, 'revisao')));
    expect(saved).toHaveLength(1);
  });
});
