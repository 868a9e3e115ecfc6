import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import {
  codigoImpresso,
  correcaoMessages,
  letraForaDoTipoMessage,
  type Impresso,
} from '../../shared/schemas/impressao.js';
import { filtrosMessages, type Resultado } from '../../shared/schemas/simulados.js';
import { bancas, materias, questoes, simuladoSessoes, simulados } from '../db/schema.js';
import { createContent, wrongLetter } from '../../../tests/support/content.js';
import { pdfText } from '../../../tests/support/pdf-text.js';
import { signUpStudent } from '../../../tests/support/students.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
});
afterAll(async () => {
  await t?.close();
});

const student = (subscriber = false) => signUpStudent(t, { prefix: 'imp', subscriber });
type Agent = Awaited<ReturnType<typeof student>>;

const print = (a: Pick<Agent, 'post'>, body: object) =>
  a.post('/api/simulados/impressao', { quantidade: 50, tipo: 'todas', comGabarito: false, ...body });
const corrigir = (a: Pick<Agent, 'post'>, id: string, respostas: unknown) =>
  a.post(`/api/simulados/impressos/${id}/correcao`, { respostas });

async function sessionsOf(userId: string) {
  return t.db
    .select({ id: simuladoSessoes.id, questaoIds: simuladoSessoes.questaoIds, simuladoId: simuladoSessoes.simuladoId })
    .from(simuladoSessoes)
    .where(and(eq(simuladoSessoes.userId, userId), eq(simuladoSessoes.tipo, 'impresso')))
    .orderBy(simuladoSessoes.iniciadaEm);
}
async function simuladosOf(userId: string) {
  const [row] = await t.db.select({ n: count() }).from(simulados).where(eq(simulados.userId, userId));
  return Number(row?.n);
}

/** The PDF's pages, counted from its page objects (independent of pdfkit). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?!s)\b/g)?.length ?? 0;
}

describe('refusals', () => {
  it('answers 401 to anonymous calls on every endpoint', async () => {
    const anon = t.agent();
    for (const res of [
      await print(anon, { materiaId: content.free.id }),
      await anon.get('/api/simulados/impressos'),
      await corrigir(anon, crypto.randomUUID(), [{ numero: 1, resposta: 'A' }]),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('refuses a premium subject to a non-subscriber with the spec message, storing nothing', async () => {
    const a = await student();
    const res = await print(a, { materiaId: content.premium.id });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: messages.subscribersOnly });
    expect(await sessionsOf(a.userId)).toEqual([]);
  });

  it('refuses bad filters (400) and an empty selection (422, the empty-simulado message), storing nothing', async () => {
    const a = await student();
    expect((await print(a, { materiaId: content.free.id, quantidade: 7 })).status).toBe(400);
    expect((await print(a, { materiaId: content.free.id, tipo: 'qualquer' })).status).toBe(400);
    expect((await print(a, { materiaId: content.free.id, comGabarito: 'sim' })).status).toBe(400);
    const ano = await print(a, { materiaId: content.free.id, filtros: { anoDe: 1900 } });
    expect(ano.status).toBe(400);
    expect(await ano.json()).toMatchObject({ message: filtrosMessages.anoInvalido });
    expect((await print(a, { materiaId: 'x' })).status).toBe(400);
    // A practical subject has no simulados: as a subject that cannot be looked up, not free (SPEC §1).
    expect((await print(a, { materiaId: content.pratica.id })).status).toBe(403);
    const vazia = await print(a, { materiaId: content.vazia.id });
    expect(vazia.status).toBe(422);
    expect(await vazia.json()).toMatchObject({ message: messages.semQuestoes });
    expect(await sessionsOf(a.userId)).toEqual([]);
  });

  it("answers 404 for another student's printed simulado and changes nothing", async () => {
    const owner = await student();
    expect((await print(owner, { materiaId: content.free.id, quantidade: 10 })).status).toBe(200);
    const [sessao] = await sessionsOf(owner.userId);
    const intruder = await student(true);
    const res = await corrigir(intruder, sessao!.id, [{ numero: 1, resposta: 'A' }]);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: messages.sessaoNotFound });
    expect(await simuladosOf(intruder.userId)).toBe(0);
    expect(await simuladosOf(owner.userId)).toBe(0);
    // Not in the other student's list either.
    expect(((await (await intruder.get('/api/simulados/impressos')).json()) as Impresso[]).map((i) => i.id)).toEqual(
      [],
    );
    expect((await corrigir(intruder, crypto.randomUUID(), [{ numero: 1, resposta: 'A' }])).status).toBe(404);
  });

  it('refuses bad corrections with a pt-BR 400 and saves nothing', async () => {
    const a = await student();
    expect((await print(a, { materiaId: content.free.id, quantidade: 10 })).status).toBe(200);
    const [sessao] = await sessionsOf(a.userId);
    const cases: Array<[unknown, string]> = [
      [[], correcaoMessages.vazia],
      [[{ numero: 1, resposta: 'F' }], correcaoMessages.letraInvalida],
      [[{ numero: 1, resposta: 'a' }], correcaoMessages.letraInvalida],
      [[{ numero: 0, resposta: 'A' }], correcaoMessages.numeroInvalido],
      [[{ numero: 1.5, resposta: 'A' }], correcaoMessages.numeroInvalido],
      [[{ numero: '1', resposta: 'A' }], correcaoMessages.numeroInvalido],
      [
        [
          { numero: 2, resposta: 'A' },
          { numero: 2, resposta: 'B' },
        ],
        correcaoMessages.numeroRepetido,
      ],
      [[{ numero: 11, resposta: 'A' }], 'O simulado impresso tem 10 questões: a questão 11 não existe nele.'],
    ];
    for (const [respostas, message] of cases) {
      const res = await corrigir(a, sessao!.id, respostas);
      expect(res.status, JSON.stringify(respostas)).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
    expect((await corrigir(a, 'not-a-uuid', [{ numero: 1, resposta: 'A' }])).status).toBe(400);
    expect(await simuladosOf(a.userId)).toBe(0);
    expect((await sessionsOf(a.userId))[0]?.simuladoId).toBeNull();
  });
});

describe('printing', () => {
  it('answers a PDF of the chosen questions in the printed order, its answer sheet, and the key only when asked', async () => {
    const a = await student();
    const without = await print(a, { materiaId: content.free.id, quantidade: 10 });
    expect(without.status).toBe(200);
    expect(without.headers.get('content-type')).toBe('application/pdf');
    expect(without.headers.get('cache-control')).toBe('no-store');
    expect(without.headers.get('content-disposition')).toMatch(
      /^attachment; filename="simulado-gratuita-teste-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdfWithout = Buffer.from(await without.arrayBuffer());
    expect(pdfWithout.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfWithout.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(Number(without.headers.get('content-length'))).toBe(pdfWithout.byteLength);

    const withKey = await print(a, { materiaId: content.free.id, quantidade: 10, comGabarito: true });
    expect(withKey.status).toBe(200);
    const pdfWith = Buffer.from(await withKey.arrayBuffer());

    const [s1, s2] = await sessionsOf(a.userId);
    expect(s1!.questaoIds).toHaveLength(10);
    expect(s2!.questaoIds).toHaveLength(10);

    // Questions (10 short ones: one or two pages), one answer-sheet page, and the key's own page.
    expect(pageCount(pdfWithout)).toBeGreaterThanOrEqual(2);
    expect(pageCount(pdfWith)).toBe(pageCount(pdfWithout) + 1);

    const rows = await t.db
      .select({ id: questoes.id, enunciado: questoes.enunciado, key: questoes.respostaCorreta })
      .from(questoes)
      .where(eq(questoes.materiaId, content.free.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const statement = (id: number) => byId.get(id)!.enunciado.replace(/<\/?p>/g, '');

    for (const [pdf, sessao, gabarito] of [
      [pdfWithout, s1!, false],
      [pdfWith, s2!, true],
    ] as const) {
      const text = pdfText(pdf);
      expect(text).toContain('Bizu');
      expect(text).toContain('Simulado impresso: Gratuita Teste');
      expect(text).toContain(`Código: ${codigoImpresso(sessao.id)}`);
      expect(text).toContain('10 questões');
      // The statements in the session's order, each numbered, each with its five alternatives.
      let at = -1;
      sessao.questaoIds.forEach((id, i) => {
        const next = text.indexOf(statement(id), at + 1);
        expect(next, `questão ${i + 1}`).toBeGreaterThan(at);
        expect(text.lastIndexOf(`\n${i + 1}.\n`, next)).toBeGreaterThan(at);
        at = next;
      });
      expect(text.match(/Alternativa A/g)).toHaveLength(10);
      expect(text.indexOf('Folha de respostas')).toBeGreaterThan(at);
      const key = text.indexOf('\nGabarito\n');
      if (!gabarito) {
        expect(key).toBe(-1);
      } else {
        expect(key).toBeGreaterThan(text.indexOf('Folha de respostas'));
        const entries = text.slice(key).match(/^\d+\. [A-E]$/gm);
        expect(entries).toEqual(sessao.questaoIds.map((id, i) => `${i + 1}. ${byId.get(id)!.key}`));
      }
    }

    // Both sheets wait for their correction, newest first.
    const list = (await (await a.get('/api/simulados/impressos')).json()) as Impresso[];
    expect(list.map((i) => i.id)).toEqual([s2!.id, s1!.id]);
    expect(list[0]).toMatchObject({
      codigo: codigoImpresso(s2!.id),
      materia: { id: content.free.id, nome: 'Gratuita Teste' },
      questoes: 10,
    });
  });

  it('prints a premium subject for a subscriber, with the lesson filter', async () => {
    const a = await student(true);
    expect((await print(a, { materiaId: content.premium.id, quantidade: 10 })).status).toBe(200);
    expect((await print(a, { materiaId: content.free.id, aulaIds: [content.aulas.aula1.id] })).status).toBe(200);
    const [premium, aula1] = await sessionsOf(a.userId);
    expect(premium!.questaoIds).toHaveLength(6);
    const aulaOf = new Map(content.freeQs.map((q) => [q.id, q.aulaId]));
    expect(aula1!.questaoIds).toHaveLength(6);
    expect(aula1!.questaoIds.every((id) => aulaOf.get(id) === content.aulas.aula1.id)).toBe(true);
  });
});

describe('correcting a printed simulado', () => {
  it('grades the letters by number, saves a simulado of the subject, and a repeat answers the same one', async () => {
    const a = await student();
    expect((await print(a, { materiaId: content.free.id, quantidade: 10 })).status).toBe(200);
    const [sessao] = await sessionsOf(a.userId);
    const keyOf = new Map(content.freeQs.map((q) => [q.id, q.respostaCorreta]));
    // Numbers 1–4 right, 5–7 wrong, 8–10 left blank; typed out of order.
    const respostas = [7, 1, 2, 3, 4, 5, 6].map((numero) => {
      const key = keyOf.get(sessao!.questaoIds[numero - 1]!)!;
      return { numero, resposta: numero <= 4 ? key : wrongLetter(key) };
    });
    const res = await corrigir(a, sessao!.id, respostas);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };

    const resultado = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    expect(resultado).toMatchObject({
      tipo: 'padrao',
      materia: { id: content.free.id },
      questoesRespondidas: 7,
      acertos: 4,
      acertosSemEspiar: 4,
      nota: 5.71,
      foraDoPrazo: 0,
      prazo: null,
    });
    const typed = new Map(respostas.map((r) => [sessao!.questaoIds[r.numero - 1]!, r.resposta]));
    expect(new Map(resultado.questoes.map((q) => [q.id, q.resposta]))).toEqual(typed);
    expect(resultado.questoes.every((q) => q.correta === (q.resposta === keyOf.get(q.id)))).toBe(true);

    // The same sheet again (a double click, a resend, other letters): the same simulado, nothing new.
    const again = await corrigir(a, sessao!.id, [{ numero: 1, resposta: 'E' }]);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    expect(await simuladosOf(a.userId)).toBe(1);
    expect((await (await a.get(`/api/simulados/${id}`)).json()) as Resultado).toMatchObject({ acertos: 4 });

    // Corrected: no longer waiting in the list; in the history like any other simulado.
    expect((await (await a.get('/api/simulados/impressos')).json()) as Impresso[]).toEqual([]);
    const historico = (await (await a.get('/api/simulados')).json()) as { itens: Array<{ id: number }> };
    expect(historico.itens.map((i) => i.id)).toEqual([id]);
  });

  it('saves concurrent corrections of one sheet once', async () => {
    const a = await student();
    expect((await print(a, { materiaId: content.free.id, quantidade: 10 })).status).toBe(200);
    const [sessao] = await sessionsOf(a.userId);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => corrigir(a, sessao!.id, [{ numero: 1, resposta: 'A' }])),
    );
    const ids = await Promise.all(results.map(async (r) => ((await r.json()) as { id: number }).id));
    expect(new Set(ids).size).toBe(1);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await simuladosOf(a.userId)).toBe(1);
  });
});

describe('the three kinds of question on paper and in Corrigir gabarito', () => {
  /**
   * A subject of its own (the other tests count the free subject's questions): question 1 of each kind
   * below, by id order, and what each carries.
   */
  let made: ReturnType<typeof makeKindsSubject> | null = null;
  const kindsSubject = () => (made ??= makeKindsSubject());
  async function makeKindsSubject() {
    const [banca] = await t.db.insert(bancas).values({ nome: 'Cebraspe Teste' }).returning();
    const [materia] = await t.db
      .insert(materias)
      .values({ nome: 'Tipos Teste', moduloId: content.modulo.id, tipo: 'teorica', isFree: true })
      .returning();
    const base = { materiaId: materia!.id, aulaId: null };
    const rows = await t.db
      .insert(questoes)
      .values([
        {
          ...base,
          tipo: 'certo_errado',
          enunciado: '<p>Item de julgar um</p>',
          respostaCorreta: 'E',
          comentario: '<p>Errado: o <strong>art. 301</strong> permite a qualquer do povo.</p>',
          bancaId: banca!.id,
          orgao: 'PM-DF',
          ano: 2022,
          anulada: true,
        },
        {
          ...base,
          tipo: 'multipla4',
          enunciado: '<p>Quatro alternativas um</p>',
          alternativaA: 'Quarta A',
          alternativaB: 'Quarta B',
          alternativaC: 'Quarta C',
          alternativaD: 'Quarta D',
          respostaCorreta: 'D',
        },
        {
          ...base,
          tipo: 'multipla5',
          enunciado: '<p>Cinco alternativas um</p>',
          alternativaA: 'Quinta A',
          alternativaB: 'Quinta B',
          alternativaC: 'Quinta C',
          alternativaD: 'Quinta D',
          alternativaE: 'Quinta E',
          respostaCorreta: 'A',
          comentario: '<p>Comentário da quinta.</p>',
        },
      ])
      .returning({ id: questoes.id, tipo: questoes.tipo, enunciado: questoes.enunciado });
    return { materia: materia!, rows };
  }

  it('prints Certo/Errado and A–D as their kinds, the key as C/E and the explanations only with the key', async () => {
    const { materia, rows } = await kindsSubject();
    const a = await student();
    // The annulled item is printed only when the filters ask for it, and then with its mark.
    const defaults = await print(a, { materiaId: materia.id, quantidade: 10 });
    expect(pdfText(Buffer.from(await defaults.arrayBuffer()))).not.toContain('Item de julgar um');
    const filtros = { incluirAnuladas: true };
    const without = await print(a, { materiaId: materia.id, quantidade: 10, filtros });
    const withKey = await print(a, { materiaId: materia.id, quantidade: 10, filtros, comGabarito: true });
    expect([without.status, withKey.status]).toEqual([200, 200]);
    const [, s1, s2] = await sessionsOf(a.userId);
    const byId = new Map(rows.map((r) => [r.id, r]));

    for (const [res, sessao, gabarito] of [
      [without, s1!, false],
      [withKey, s2!, true],
    ] as const) {
      const text = pdfText(Buffer.from(await res.arrayBuffer()));
      const questions = text.slice(0, text.indexOf('Folha de respostas'));
      // Certo/Errado: its statement, then '( ) Certo ( ) Errado', no lettered alternatives; A–D: no 'E)'.
      expect(questions).toMatch(/Item de julgar um\n\( +\) Certo\n\( +\) Errado/);
      expect(questions.match(/^[A-E]\)$/gm)?.sort()).toEqual(['A)', 'A)', 'B)', 'B)', 'C)', 'C)', 'D)', 'D)', 'E)']);
      const quatro = questions.slice(questions.indexOf('Quatro alternativas um'), questions.indexOf('Quarta D'));
      expect(quatro).toContain('D)');
      expect(quatro).not.toContain('E)');
      // The source line above each statement, the mark after it (outdated: question-text.test.ts).
      expect(questions).toContain('\nCebraspe Teste · PM-DF · 2022 · \nAnulada\nItem de julgar um');
      expect(questions).toContain('\nInédita\nQuatro alternativas um');
      // The answer sheet's C/E row says what its bubbles mean.
      const sheet = text.slice(text.indexOf('Folha de respostas'));
      expect(sheet).toContain('C = Certo, E = Errado');
      expect(sheet).toContain('Certo/Errado');

      const key = text.indexOf('\nGabarito\n');
      if (!gabarito) {
        expect(key).toBe(-1);
        expect(text).not.toContain('Comentários do professor');
        expect(text).not.toContain('art. 301');
        continue;
      }
      const keyPage = text.slice(key);
      expect(keyPage).toContain('C = Certo e E = Errado');
      const expected = { certo_errado: 'E', multipla4: 'D', multipla5: 'A' } as const;
      expect(keyPage.match(/^\d+\. [A-E]$/gm)).toEqual(
        sessao.questaoIds.map((id, i) => `${i + 1}. ${expected[byId.get(id)!.tipo]}`),
      );
      // After the key, each explanation under its printed number; the question without one is left out.
      const comentarios = keyPage.slice(keyPage.indexOf('Comentários do professor'));
      expect(keyPage.indexOf('Comentários do professor')).toBeGreaterThan(0);
      const numero = (tipo: string) => sessao.questaoIds.findIndex((id) => byId.get(id)!.tipo === tipo) + 1;
      expect(comentarios).toContain(`Questão ${numero('certo_errado')} · Gabarito: Errado (anulada)`);
      expect(comentarios).toContain('art. 301');
      expect(comentarios).toContain(`Questão ${numero('multipla5')} · Gabarito: A`);
      expect(comentarios).not.toContain(`Questão ${numero('multipla4')} ·`);
    }

    // Corrigir gabarito learns each number's kind.
    const list = (await (await a.get('/api/simulados/impressos')).json()) as Impresso[];
    expect(list).toHaveLength(3);
    expect(list[0]!.tipos).toEqual(s2!.questaoIds.map((id) => byId.get(id)!.tipo));
  });

  it('refuses a letter outside its question’s kind with a pt-BR 400, writing nothing, and grades C/E', async () => {
    const { materia, rows } = await kindsSubject();
    const a = await student();
    const filtros = { incluirAnuladas: true };
    expect((await print(a, { materiaId: materia.id, quantidade: 10, filtros })).status).toBe(200);
    const [sessao] = await sessionsOf(a.userId);
    const numero = (tipo: string) => sessao!.questaoIds.indexOf(rows.find((r) => r.tipo === tipo)!.id) + 1;
    const ce = numero('certo_errado');
    const quatro = numero('multipla4');
    for (const [respostas, message] of [
      [[{ numero: ce, resposta: 'A' }], letraForaDoTipoMessage(ce, 'certo_errado')],
      [[{ numero: ce, resposta: 'B' }], letraForaDoTipoMessage(ce, 'certo_errado')],
      [
        [
          { numero: ce, resposta: 'E' },
          { numero: quatro, resposta: 'E' },
        ],
        letraForaDoTipoMessage(quatro, 'multipla4'),
      ],
    ] as const) {
      const res = await corrigir(a, sessao!.id, respostas);
      expect(res.status, JSON.stringify(respostas)).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
    expect(await simuladosOf(a.userId)).toBe(0);
    expect((await sessionsOf(a.userId))[0]?.simuladoId).toBeNull();

    // Errado (E) on the Certo/Errado item is right; D on the four-alternative one too.
    const res = await corrigir(a, sessao!.id, [
      { numero: ce, resposta: 'E' },
      { numero: quatro, resposta: 'D' },
    ]);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await (await a.get(`/api/simulados/${id}`)).json()) as Resultado).toMatchObject({
      questoesRespondidas: 2,
      acertos: 2,
    });
  });
});
