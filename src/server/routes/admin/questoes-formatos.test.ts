import { asc, count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import {
  EXPORTACAO_HEADER_OMITIDAS,
  EXPORTACAO_HEADER_TOTAL,
  formatoMessages as msg,
  type FormatoQuestoes,
} from '../../../shared/schemas/admin-formatos-questoes.js';
import type { ImportacaoPrevia, ImportacaoResultado } from '../../../shared/schemas/admin-importacao-questoes.js';
import { collapseWhitespace } from '../../services/admin/importacao-questoes/validate-linhas.js';
import { aulasDaMateria, bancas, materias, modulos, questoes } from '../../db/schema.js';

// Issue 34 §3 over HTTP: who may export and import, files refused whole, and a round trip per format —
// export, empty the bank, import the file — that gives back the same questions.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let portuguesaId: number;
let constitucionalId: number;

const EXPORT = '/api/admin/questoes/exportacao';
const IMPORT = '/api/admin/importacao-questoes';

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'formatos');
  const [modulo] = await t.db.insert(modulos).values({ nome: 'Básico' }).returning();
  const rows = await t.db
    .insert(materias)
    .values([
      { nome: 'Língua Portuguesa', moduloId: modulo!.id },
      { nome: 'Direito Constitucional', moduloId: modulo!.id },
    ])
    .returning();
  portuguesaId = rows[0]!.id;
  constitucionalId = rows[1]!.id;
  const aulas = await t.db
    .insert(aulasDaMateria)
    .values([
      { materiaId: portuguesaId, titulo: 'Crase', ordem: 1 },
      { materiaId: portuguesaId, titulo: 'Ortografia / Acentuação', ordem: 2 },
    ])
    .returning();
  const [vunesp] = await t.db.insert(bancas).values({ nome: 'VUNESP' }).returning();
  const alt = (p: string) => ({
    alternativaA: `${p} A`,
    alternativaB: `${p} B`,
    alternativaC: `${p} C`,
    alternativaD: `${p} D`,
  });
  const fonte = { bancaId: vunesp!.id, orgao: 'PM-SP', ano: 2023, cargo: 'Soldado PM 2ª Classe' };
  const novas = [
    {
      materiaId: portuguesaId,
      aulaId: aulas[0]!.id,
      tipo: 'multipla5',
      enunciado:
        '<p>Use a crase: "à" {sempre} ~ = # \\ 50% ]]&gt; &amp; <strong>negrito</strong></p>\n<p>Segunda linha</p>',
      ...alt('<em>Alternativa</em>'),
      alternativaE: 'E: última',
      respostaCorreta: 'D',
      comentario: '<p>Explicação com <a href="https://example.com/crase">link</a>.</p>',
      imagemUrl: 'https://example.com/imagens/crase.png',
      ...fonte,
    },
    {
      materiaId: portuguesaId,
      aulaId: aulas[1]!.id,
      tipo: 'multipla4',
      enunciado: 'Qual palavra é acentuada corretamente?',
      ...alt('Palavra'),
      respostaCorreta: 'B',
    },
    {
      materiaId: constitucionalId,
      tipo: 'certo_errado',
      enunciado: 'A casa é asilo inviolável do indivíduo.',
      respostaCorreta: 'C',
      comentario: 'Art. 5º, XI.',
      ...fonte,
    },
    {
      materiaId: constitucionalId,
      tipo: 'certo_errado',
      enunciado: 'Todo poder emana do Congresso.',
      respostaCorreta: 'E',
    },
  ];
  for (const q of novas) expect((await agents.admin.post('/api/admin/questoes', q)).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

/** The bank's questions as comparable values (no ids), in statement order. */
async function bank() {
  const rows = await t.db.select().from(questoes).orderBy(asc(questoes.enunciado));
  return rows.map((q) => ({
    materiaId: q.materiaId,
    aulaId: q.aulaId,
    tipo: q.tipo,
    enunciado: q.enunciado,
    alternativas: [q.alternativaA, q.alternativaB, q.alternativaC, q.alternativaD, q.alternativaE],
    respostaCorreta: q.respostaCorreta,
    comentario: q.comentario,
    imagemUrl: q.imagemUrl,
    fonte: [q.bancaId, q.orgao, q.ano, q.cargo],
  }));
}
async function emptyBank() {
  const ids = (await t.db.select({ id: questoes.id }).from(questoes)).map((r) => r.id);
  await t.db.delete(questoes).where(inArray(questoes.id, ids));
}
const bankCount = async () => (await t.db.select({ n: count() }).from(questoes))[0]!.n;

function upload(file: string, nome: string, fields: Record<string, string> = {}, agent = agents.admin, path = '') {
  const form = new FormData();
  form.append('arquivo', new File([file], nome));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return agent.upload(`${IMPORT}${path}`, form);
}

describe('refusals', () => {
  it('refuses the export to anonymous visitors (401) and students and subscribers (403)', async () => {
    expect((await agents.anonymous.get(`${EXPORT}?formato=gift`)).status).toBe(401);
    expect((await agents.student.get(`${EXPORT}?formato=gift`)).status).toBe(403);
    expect((await agents.subscriber.get(`${EXPORT}?formato=aiken`)).status).toBe(403);
  });

  it('refuses a Moodle XML, GIFT or Aiken import to anonymous visitors (401) and students (403), writing nothing', async () => {
    const before = await bankCount();
    expect((await upload('Pergunta {T}\n', 'q.gift', {}, agents.anonymous, '/previa')).status).toBe(401);
    expect((await upload('Pergunta {T}\n', 'q.gift', {}, agents.student)).status).toBe(403);
    expect((await upload('<quiz/>', 'q.xml', {}, agents.subscriber)).status).toBe(403);
    expect(await bankCount()).toBe(before);
  });

  it('refuses an unknown format, a file that does not parse (400 with its line) and one over 10 MB (413)', async () => {
    const before = await bankCount();
    const unknown = await upload('Pergunta {T}\n', 'q.gift', { formato: 'word' });
    expect([unknown.status, (await unknown.json()).message]).toEqual([400, msg.formatoInvalido]);
    const broken = await upload('<quiz>\n<question type="truefalse">\n</quiz>', 'q.xml', { formato: 'moodle_xml' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toMatch(/^XML inválido na linha 3: /);
    const big = await upload(`Pergunta {T}\n\n${' '.repeat(10 * 1024 * 1024)}`, 'q.gift');
    expect([big.status, (await big.json()).message]).toEqual([413, msg.arquivoGrande]);
    expect(await bankCount()).toBe(before);
  });

  it('refuses an invalid filter on the export', async () => {
    expect((await agents.admin.get(`${EXPORT}?formato=pdf`)).status).toBe(400);
    expect((await agents.admin.get(`${EXPORT}?formato=csv&materiaId=abc`)).status).toBe(400);
  });
});

describe('export', () => {
  it('exports what the list filter keeps, named after the matéria, with its counts', async () => {
    const res = await agents.admin.get(`${EXPORT}?formato=csv&materiaId=${constitucionalId}&tipo=certo_errado`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="questoes-direito-constitucional.csv"');
    expect(res.headers.get(EXPORTACAO_HEADER_TOTAL)).toBe('2');
    const text = await res.text();
    expect(text.trim().split('\r\n')).toHaveLength(3);
    expect(text).toContain('A casa é asilo inviolável do indivíduo.');
  });

  it('Aiken leaves out Certo/Errado items and says how many', async () => {
    const res = await agents.admin.get(`${EXPORT}?formato=aiken`);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="questoes-filtradas.txt"');
    expect([res.headers.get(EXPORTACAO_HEADER_TOTAL), res.headers.get(EXPORTACAO_HEADER_OMITIDAS)]).toEqual(['2', '2']);
    expect(await res.text()).not.toContain('asilo inviolável');
  });
});

describe('round trip: export, import into an empty bank, the same questions', () => {
  it.each<FormatoQuestoes>(['csv', 'moodle_xml', 'gift'])(
    '%s keeps questions, fields, kinds and explanations',
    async (formato) => {
      const original = await bank();
      const res = await agents.admin.get(`${EXPORT}?formato=${formato}`);
      expect(res.status).toBe(200);
      const file = await res.text();
      const nome = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')![1]!;
      await emptyBank();
      const previa = (await (
        await upload(file, nome, { formato: 'auto', materia: '' }, agents.admin, '/previa')
      ).json()) as ImportacaoPrevia;
      expect(previa.linhas.map((l) => [l.erros, l.avisos])).toEqual(original.map(() => [[], []]));
      const result = (await (await upload(file, nome)).json()) as ImportacaoResultado;
      expect(result.importadas).toBe(original.length);
      expect(await bank()).toEqual(original);
    },
  );

  it('aiken keeps a matéria’s multiple-choice statements, alternatives, keys and kinds (all Aiken can say)', async () => {
    const onePortuguesa = async () => (await bank()).filter((q) => q.materiaId === portuguesaId);
    const original = await onePortuguesa();
    const res = await agents.admin.get(`${EXPORT}?formato=aiken&materiaId=${portuguesaId}`);
    const file = await res.text();
    await emptyBank();
    const result = (await (
      await upload(file, 'questoes.txt', { materia: String(portuguesaId) })
    ).json()) as ImportacaoResultado;
    expect(result.importadas).toBe(2);
    const simple = (qs: typeof original) =>
      qs.map((q) => ({
        tipo: q.tipo,
        enunciado: collapseWhitespace(q.enunciado),
        alternativas: q.alternativas,
        respostaCorreta: q.respostaCorreta,
      }));
    expect(simple(await onePortuguesa())).toEqual(simple(original));
  });
});
