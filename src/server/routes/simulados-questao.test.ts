import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import {
  FILTROS_PADRAO,
  type OpcoesResponse,
  type QuestaoFiltrosInput,
  type Resultado,
  type SelecaoResponse,
} from '../../shared/schemas/simulados.js';
import { bancas, materias, questaoEstatisticas, questoes, simuladoFiltros, simulados } from '../db/schema.js';
import { createContent } from '../../../tests/support/content.js';
import { signUpStudent } from '../../../tests/support/students.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Issue 33 as a student meets it: the kinds of question, their explanation and source in the simulado,
// the question filters (remembered per student), and the answers a kind has no place for.

let t: TestApp;
let materiaId: number;
const ids: Record<string, number> = {};

type Row = typeof questoes.$inferInsert;
const cinco = { alternativaA: 'a', alternativaB: 'b', alternativaC: 'c', alternativaD: 'd', alternativaE: 'e' };

beforeAll(async () => {
  t = await createTestApp();
  await createContent(t.db, 1);
  const [modulo] = await t.db.select({ id: materias.moduloId }).from(materias).limit(1);
  const [m] = await t.db
    .insert(materias)
    .values({ nome: 'Fontes Teste', moduloId: modulo!.id, tipo: 'teorica', isFree: true })
    .returning();
  materiaId = m!.id;
  const [vunesp, cebraspe, inativa] = await t.db
    .insert(bancas)
    .values([{ nome: 'VUNESP' }, { nome: 'Cebraspe' }, { nome: 'Banca Antiga', ativo: false }])
    .returning();
  const q = (name: string, row: Omit<Row, 'materiaId' | 'enunciado'>) => ({
    name,
    row: { materiaId, enunciado: `<p>${name}</p>`, ...row },
  });
  const bank = [
    q('vunesp2023a', {
      ...cinco,
      respostaCorreta: 'A',
      bancaId: vunesp!.id,
      orgao: 'PM-SP',
      ano: 2023,
      cargo: 'Soldado',
    }),
    q('vunesp2023b', { ...cinco, respostaCorreta: 'B', bancaId: vunesp!.id, ano: 2023 }),
    q('vunesp2015', { ...cinco, respostaCorreta: 'C', bancaId: vunesp!.id, ano: 2015 }),
    q('ce1', {
      tipo: 'certo_errado',
      respostaCorreta: 'C',
      bancaId: cebraspe!.id,
      ano: 2019,
      comentario: '<p>Está <strong>certo</strong> pelo art. 5º.</p>',
    }),
    q('ce2', { tipo: 'certo_errado', respostaCorreta: 'E', bancaId: cebraspe!.id, ano: 2019 }),
    q('quatro', {
      tipo: 'multipla4',
      alternativaA: 'a',
      alternativaB: 'b',
      alternativaC: 'c',
      alternativaD: 'd',
      respostaCorreta: 'D',
    }),
    q('anulada', {
      ...cinco,
      respostaCorreta: 'A',
      bancaId: vunesp!.id,
      ano: 2023,
      anulada: true,
      anuladaNota: 'Duas certas',
    }),
    q('desatualizada', { ...cinco, respostaCorreta: 'A', desatualizada: true }),
    q('velha', { ...cinco, respostaCorreta: 'A', bancaId: inativa!.id, ano: 1999 }),
  ];
  const rows = await t.db
    .insert(questoes)
    .values(bank.map((b) => b.row))
    .returning({ id: questoes.id });
  bank.forEach((b, i) => (ids[b.name] = rows[i]!.id));
  // Difficulty from the counters: 'vunesp2023a' easy, 'ce1' hard, 'ce2' too few answers to say.
  await t.db.insert(questaoEstatisticas).values([
    { questaoId: ids.vunesp2023a!, respostas: 40, acertos: 35 },
    { questaoId: ids.ce1!, respostas: 40, acertos: 10 },
    { questaoId: ids.ce2!, respostas: 29, acertos: 0 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const student = (subscriber = false) => signUpStudent(t, { prefix: 'q33', subscriber });
type Agent = Awaited<ReturnType<typeof student>>;

async function drawn(a: Agent, filtros?: QuestaoFiltrosInput): Promise<string[]> {
  const res = await a.post('/api/simulados/selecao', { materiaId, quantidade: 50, tipo: 'todas', filtros });
  expect(res.status).toBe(200);
  const body = (await res.json()) as SelecaoResponse;
  const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return body.questoes.map((x) => names[x.id]!).sort();
}

describe('refusals', () => {
  it('refuses bad filters with the field’s pt-BR message and remembers nothing', async () => {
    const a = await student();
    const bad: Array<[object, string | null]> = [
      [{ anoDe: 1979 }, 'Informe um ano entre 1980 e'],
      [{ anoAte: new Date().getFullYear() + 2 }, 'Informe um ano entre 1980 e'],
      [{ anoDe: 2024, anoAte: 2020 }, 'O ano inicial não pode ser maior que o ano final.'],
      [{ bancaIds: ['VUNESP'] }, null],
      [{ dificuldades: ['impossivel'] }, null],
      [{ origem: 'qualquer' }, null],
    ];
    for (const [filtros, message] of bad) {
      const res = await a.post('/api/simulados/selecao', { materiaId, quantidade: 10, tipo: 'todas', filtros });
      expect(res.status, JSON.stringify(filtros)).toBe(400);
      if (message) expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    const [n] = await t.db.select({ n: count() }).from(simuladoFiltros).where(eq(simuladoFiltros.userId, a.userId));
    expect(Number(n?.n)).toBe(0);
  });

  it('refuses an answer the question’s kind has no place for, and writes nothing', async () => {
    const a = await student();
    for (const [questaoId, resposta] of [
      [ids.ce1!, 'A'],
      [ids.quatro!, 'E'],
    ] as const) {
      const res = await a.post('/api/simulados', {
        clientKey: randomUUID(),
        materiaId,
        respostas: [{ questaoId, resposta }],
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'RESPOSTA_FORA_DO_TIPO', message: messages.respostaForaDoTipo });
    }
    const [n] = await t.db.select({ n: count() }).from(simulados).where(eq(simulados.userId, a.userId));
    expect(Number(n?.n)).toBe(0);
  });

  it('the database refuses a key or alternatives that do not fit the kind', async () => {
    const insert = (row: Omit<Row, 'materiaId' | 'enunciado'>) =>
      t.db.insert(questoes).values({ materiaId, enunciado: '<p>x</p>', ...row });
    await expect(insert({ tipo: 'certo_errado', respostaCorreta: 'A' })).rejects.toThrow();
    await expect(insert({ tipo: 'multipla4', ...cinco, respostaCorreta: 'A' })).rejects.toThrow();
    await expect(insert({ tipo: 'multipla5', alternativaA: 'a', respostaCorreta: 'A' })).rejects.toThrow();
    await expect(insert({ ...cinco, respostaCorreta: 'A', ano: 1979 })).rejects.toThrow();
  });
});

describe('the question filters', () => {
  it('leaves annulled and outdated questions out unless asked, and filters by banca, origin, years and difficulty', async () => {
    const a = await student();
    expect(await drawn(a)).toEqual(['ce1', 'ce2', 'quatro', 'velha', 'vunesp2015', 'vunesp2023a', 'vunesp2023b']);
    expect(await drawn(a, { incluirAnuladas: true })).toContain('anulada');
    expect(await drawn(a, { incluirAnuladas: true })).toContain('desatualizada');
    const cebraspe = (await t.db.select().from(bancas).where(eq(bancas.nome, 'Cebraspe')))[0]!;
    expect(await drawn(a, { bancaIds: [cebraspe.id] })).toEqual(['ce1', 'ce2']);
    expect(await drawn(a, { origem: 'ineditas' })).toEqual(['quatro']);
    expect(await drawn(a, { origem: 'provas', anoDe: 2016, anoAte: 2023 })).toEqual([
      'ce1',
      'ce2',
      'vunesp2023a',
      'vunesp2023b',
    ]);
    expect(await drawn(a, { dificuldades: ['facil'] })).toEqual(['vunesp2023a']);
    expect(await drawn(a, { dificuldades: ['dificil', 'media'] })).toEqual(['ce1']);
    // Nothing matches: the filters' message, not 'all answered'.
    const none = await a.post('/api/simulados/selecao', {
      materiaId,
      quantidade: 10,
      tipo: 'nao_resolvidas',
      filtros: { anoDe: 1980, anoAte: 1981 },
    });
    expect(((await none.json()) as SelecaoResponse).vazio).toBe('sem_questoes_filtro');
  });

  it('remembers the last filters per student and offers only the active bancas', async () => {
    const a = await student();
    const b = await student();
    const escolhidos = { ...FILTROS_PADRAO, origem: 'provas' as const, anoDe: 2019, dificuldades: ['facil' as const] };
    await drawn(a, escolhidos);
    const opcoesA = (await (await a.get('/api/simulados/opcoes')).json()) as OpcoesResponse;
    expect(opcoesA.filtros).toEqual(escolhidos);
    expect(opcoesA.bancas.map((x) => x.nome)).toEqual(['Cebraspe', 'VUNESP']);
    const opcoesB = (await (await b.get('/api/simulados/opcoes')).json()) as OpcoesResponse;
    expect(opcoesB.filtros).toEqual(FILTROS_PADRAO);

    // The same filters again write nothing (a selection stays a read); a change is remembered.
    const storedAt = async () =>
      (await t.db.select().from(simuladoFiltros).where(eq(simuladoFiltros.userId, a.userId)))[0]?.updatedAt;
    const first = await storedAt();
    await drawn(a, { ...escolhidos, dificuldades: ['facil'] });
    expect(await storedAt()).toEqual(first);
    await drawn(a, FILTROS_PADRAO);
    expect(((await (await a.get('/api/simulados/opcoes')).json()) as OpcoesResponse).filtros).toEqual(FILTROS_PADRAO);
  });
});

describe('the question in the simulado and its results', () => {
  it('hands out each kind with its alternatives, explanation, source and marks, grades Certo/Errado, and keeps Cebraspe scoring', async () => {
    const a = await student();
    const res = await a.post('/api/simulados/selecao', {
      materiaId,
      quantidade: 50,
      tipo: 'todas',
      filtros: { incluirAnuladas: true },
    });
    const { questoes: qs } = (await res.json()) as SelecaoResponse;
    const byId = new Map(qs.map((x) => [x.id, x]));
    expect(byId.get(ids.ce1!)).toMatchObject({
      tipo: 'certo_errado',
      alternativas: { C: 'Certo', E: 'Errado' },
      respostaCorreta: 'C',
      comentario: '<p>Está <strong>certo</strong> pelo art. 5º.</p>',
      fonte: { banca: 'Cebraspe', orgao: null, ano: 2019, cargo: null },
    });
    expect(Object.keys(byId.get(ids.ce1!)!.alternativas).sort()).toEqual(['C', 'E']);
    expect(Object.keys(byId.get(ids.quatro!)!.alternativas)).toEqual(['A', 'B', 'C', 'D']);
    expect(byId.get(ids.quatro!)!.fonte.banca).toBeNull();
    expect(byId.get(ids.vunesp2023a!)!.fonte).toEqual({ banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado' });
    expect(byId.get(ids.anulada!)).toMatchObject({ anulada: true, anuladaNota: 'Duas certas', desatualizada: false });

    const saved = await a.post('/api/simulados', {
      clientKey: randomUUID(),
      materiaId,
      cebraspe: true,
      respostas: [
        { questaoId: ids.ce1!, resposta: 'C' },
        { questaoId: ids.ce2!, resposta: 'C' },
        { questaoId: ids.quatro!, resposta: 'D' },
      ],
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    const resultado = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    expect(resultado).toMatchObject({ cebraspe: true, acertos: 2, questoesRespondidas: 3 });
    expect(resultado.questoes.map((x) => [x.tipo, x.resposta, x.correta])).toEqual([
      ['certo_errado', 'C', true],
      ['certo_errado', 'C', false],
      ['multipla4', 'D', true],
    ]);
    expect(resultado.questoes[0]!.comentario).toContain('art. 5º');
    // Past simulados keep their grades when a question is annulled afterwards.
    await t.db
      .update(questoes)
      .set({ anulada: true })
      .where(inArray(questoes.id, [ids.ce1!]));
    const depois = (await (await a.get(`/api/simulados/${id}`)).json()) as Resultado;
    expect(depois).toMatchObject({ nota: resultado.nota, acertos: 2 });
    expect(depois.questoes[0]!.anulada).toBe(true);
    await t.db
      .update(questoes)
      .set({ anulada: false })
      .where(inArray(questoes.id, [ids.ce1!]));
  });
});
