import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app.js';
import {
  IMPORTACAO_COLUNAS,
  IMPORTACAO_MAX_BYTES,
  IMPORTACAO_MAX_LINHAS,
  importacaoMessages as msg,
  type ImportacaoPrevia,
  type ImportacaoResultado,
} from '../../../shared/schemas/admin-importacao-questoes.js';
import { questaoMessages } from '../../../shared/schemas/admin-questoes.js';
import { COMENTARIO_MAX, questaoFonteMessages } from '../../../shared/schemas/admin-questao-fonte.js';
import { adminAuditoria, aulasDaMateria, bancas, materias, modulos, questoes } from '../../db/schema.js';

// The CSV import of questions through /api/admin/importacao-questoes: refusals first, then each row error
// in pt-BR, then what the import writes (once, sanitized, audited).
const BASE = '/api/admin/importacao-questoes';
const HEADER = IMPORTACAO_COLUNAS.join(',');

let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let portuguesaId: number;
let ortografiaId: number;
let craseId: number;
let matematicaId: number;
let penalIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'csv');
  const [basico, especifico] = await t.db
    .insert(modulos)
    .values([{ nome: 'Básico' }, { nome: 'Específico' }])
    .returning();
  const rows = await t.db
    .insert(materias)
    .values([
      { nome: 'Língua Portuguesa', moduloId: basico!.id },
      { nome: 'Matemática', moduloId: basico!.id },
      { nome: 'Direito Penal', moduloId: basico!.id },
      { nome: 'Direito Penal', moduloId: especifico!.id },
      { nome: 'Educação Física', moduloId: basico!.id, tipo: 'pratica' },
      { nome: 'Direito Constitucional', moduloId: especifico!.id },
    ])
    .returning();
  portuguesaId = rows[0]!.id;
  matematicaId = rows[1]!.id;
  penalIds = [rows[2]!.id, rows[3]!.id];
  const aulas = await t.db
    .insert(aulasDaMateria)
    .values([
      { materiaId: portuguesaId, titulo: 'Ortografia e Acentuação', ordem: 1 },
      { materiaId: portuguesaId, titulo: 'Crase', ordem: 2 },
      { materiaId: rows[5]!.id, titulo: 'Princípios Fundamentais', ordem: 1 },
    ])
    .returning();
  ortografiaId = aulas[0]!.id;
  craseId = aulas[1]!.id;
});
afterAll(async () => {
  await t?.close();
});

/** A CSV line from cells, each quoted (a quote inside doubled). */
function line(cells: string[], delimiter = ','): string {
  return cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(delimiter);
}

/** A valid row of Língua Portuguesa whose statement carries `tag`, with cells overridden by column. */
function row(tag: string, over: Partial<Record<(typeof IMPORTACAO_COLUNAS)[number], string>> = {}): string[] {
  const base: Record<(typeof IMPORTACAO_COLUNAS)[number], string> = {
    materia: 'Língua Portuguesa',
    aula: '',
    enunciado: `Enunciado ${tag}`,
    alternativa_a: 'Alternativa A',
    alternativa_b: 'Alternativa B',
    alternativa_c: 'Alternativa C',
    alternativa_d: 'Alternativa D',
    alternativa_e: 'Alternativa E',
    resposta_correta: 'A',
    imagem_url: '',
    tipo: '',
    comentario: '',
    banca: '',
    orgao: '',
    ano: '',
    cargo: '',
  };
  return IMPORTACAO_COLUNAS.map((c) => over[c] ?? base[c]);
}

function csv(rows: string[][]): string {
  return [HEADER, ...rows.map((r) => line(r))].join('\n') + '\n';
}

type Agent = (typeof agents)['admin'];
const postCsv = (agent: Agent, path: string, body: string) =>
  agent.post(`${BASE}${path}`, body, { 'content-type': 'text/csv' });
const preview = (body: string, agent: Agent = agents.admin) => postCsv(agent, '/previa', body);
const importar = (body: string, agent: Agent = agents.admin) => postCsv(agent, '', body);

/** The multipart form the dialog sends, through the admin's cookie jar. */
function postMultipart(path: string, form: FormData) {
  const cookie = agents.admin.cookie();
  return t.app.request(`${BASE}${path}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'x-forwarded-for': '10.9.9.9' },
    body: form,
  });
}

async function bankCount() {
  const [r] = await t.db.select({ n: count() }).from(questoes);
  return r!.n;
}
async function auditCount() {
  const [r] = await t.db.select({ n: count() }).from(adminAuditoria).where(eq(adminAuditoria.entidade, 'questao'));
  return r!.n;
}
async function previewOf(body: string): Promise<ImportacaoPrevia> {
  const res = await preview(body);
  expect(res.status).toBe(200);
  return (await res.json()) as ImportacaoPrevia;
}
/** 'Linha N: …' for every error of the preview, as the dialog shows them. */
function errorLines(p: ImportacaoPrevia): string[] {
  return p.linhas.flatMap((l) => (l.status === 'erro' ? l.erros.map((e) => `Linha ${l.linha}: ${e}`) : []));
}

describe('refusals', () => {
  it('refuses anonymous visitors (401) and students and subscribers (403) on the template, preview and import', async () => {
    const body = csv([row('recusa')]);
    for (const [agent, status] of [
      [agents.anonymous, 401],
      [agents.student, 403],
      [agents.subscriber, 403],
    ] as const) {
      expect((await agent.get(`${BASE}/modelo.csv`)).status).toBe(status);
      expect((await preview(body, agent)).status).toBe(status);
      expect((await importar(body, agent)).status).toBe(status);
    }
    expect(await bankCount()).toBe(0);
    expect(await auditCount()).toBe(0);
  });

  it('refuses files that are not a questions CSV, in pt-BR, and writes nothing', async () => {
    const latin1 = Uint8Array.from(Buffer.from(`${HEADER}\nMatem\xe1tica,,x,a,b,c,d,e,A,\n`, 'latin1'));
    const binary = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00, 0xff, 0x00]);
    const cases: Array<[string | Uint8Array, string]> = [
      ['', msg.arquivoVazio],
      ['  \n\n ', msg.arquivoVazio],
      [`${HEADER}\n\n`, msg.semLinhas],
      [latin1, msg.naoUtf8],
      [binary, msg.naoUtf8],
      [
        'materia,enunciado,alternativa_a,alternativa_b,resposta\nX,Y,a,b,A\n',
        msg.cabecalhoFaltando(['alternativa_c', 'alternativa_d', 'alternativa_e', 'resposta_correta']),
      ],
      [`${HEADER},materia\n`, msg.cabecalhoRepetido('materia')],
    ];
    for (const [body, message] of cases) {
      for (const path of ['/previa', '']) {
        const res = await t.app.request(`${BASE}${path}`, {
          method: 'POST',
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'text/csv',
            cookie: agents.admin.cookie(),
          },
          body: typeof body === 'string' ? body : new Uint8Array(body),
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ code: 'IMPORTACAO_ARQUIVO_INVALIDO', message });
      }
    }
    expect(await bankCount()).toBe(0);
    expect(await auditCount()).toBe(0);
  });

  it('refuses a JSON body and a form without the file', async () => {
    const json = await agents.admin.post(`${BASE}/previa`, { arquivo: 'x' });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ message: msg.arquivoAusente });
    const form = new FormData();
    form.append('outro', 'x');
    const res = await postMultipart('/previa', form);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: msg.arquivoAusente });
  });

  it(`refuses more than ${IMPORTACAO_MAX_LINHAS} rows and a file over the size limit`, async () => {
    const many = csv(
      Array.from({ length: IMPORTACAO_MAX_LINHAS + 1 }, () => ['1', '', 'e', 'a', 'b', 'c', 'd', 'e', 'A', '']),
    );
    const tooMany = await importar(many);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ message: msg.linhasDemais });

    const big = HEADER + '\n' + 'x'.repeat(IMPORTACAO_MAX_BYTES);
    const tooBig = await preview(big);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ code: 'IMPORTACAO_ARQUIVO_GRANDE', message: msg.arquivoGrande });
    const form = new FormData();
    form.append('arquivo', new File([big], 'grande.csv', { type: 'text/csv' }));
    expect((await postMultipart('', form)).status).toBe(413);
    expect(await bankCount()).toBe(0);
    expect(await auditCount()).toBe(0);
  });
});

describe('row errors', () => {
  it('reports every kind of row error with its line number and pt-BR message', async () => {
    const body = [
      HEADER,
      line(row('ok-1')), // 2
      line(row('e3', { materia: 'Portugues' })), // 3
      line(row('e4', { alternativa_c: '   ' })), // 4
      line(row('e5', { resposta_correta: 'F' })), // 5
      line(row('e6', { imagem_url: 'ftp://exemplo.com/a.png' })), // 6
      line(row('e7', { aula: 'Sintaxe' })), // 7
      line(row('e8', { materia: 'direito penal' })), // 8
      line(row('e9', { materia: 'Educação Física' })), // 9
      line(row('e10', { materia: '99999' })), // 10
      line(row('e11', { materia: '' })), // 11
      line(row('e12', { enunciado: '' })), // 12
      line(row('e13', { imagem_url: 'https://exemplo.com/foto.pdf' })), // 13
      `${line(row('e14'))},"sobra"`, // 14
      line(row('e15', { enunciado: '<script>alert(1)</script>' })), // 15
    ].join('\r\n');
    const before = await bankCount();
    const p = await previewOf(body);
    expect(p.totais).toEqual({ linhas: 14, novas: 1, comErros: 13, jaNoBanco: 0, repetidas: 0 });
    expect(errorLines(p)).toEqual([
      'Linha 3: matéria "Portugues" não encontrada',
      `Linha 4: ${questaoMessages.alternativaRequired('C')}`,
      `Linha 5: ${questaoMessages.respostaInvalida}`,
      `Linha 6: ${questaoMessages.imagemUrlInvalida}`,
      'Linha 7: aula "Sintaxe" não encontrada na matéria Língua Portuguesa',
      `Linha 8: ${msg.materiaAmbigua('direito penal', `Básico: id ${penalIds[0]}; Específico: id ${penalIds[1]}`)}`,
      'Linha 9: a matéria "Educação Física" é prática (apenas notas) e não recebe questões',
      'Linha 10: matéria de id 99999 não encontrada',
      'Linha 11: matéria não informada',
      `Linha 12: ${questaoMessages.enunciadoRequired}`,
      `Linha 13: ${questaoMessages.imagemUrlInvalida}`,
      `Linha 14: ${msg.colunasDemais(IMPORTACAO_COLUNAS.length + 1, IMPORTACAO_COLUNAS.length)}`,
      `Linha 15: ${questaoMessages.enunciadoRequired}`,
    ]);
    expect(p.linhas[0]).toMatchObject({ linha: 2, status: 'nova', materia: 'Língua Portuguesa', erros: [] });
    expect(p.linhas[1]).toMatchObject({ linha: 3, status: 'erro', materia: 'Portugues', enunciado: 'Enunciado e3' });
    // The preview wrote nothing.
    expect(await bankCount()).toBe(before);
    expect(await auditCount()).toBe(0);
  });

  it('lists several errors of one row together and flags an unclosed quote', async () => {
    const body = `${HEADER}\n${line(row('multi', { alternativa_a: '', resposta_correta: 'x' }))}\n"Língua Portuguesa",,"sem fim,a,b,c,d,e,A,\n`;
    const p = await previewOf(body);
    expect(p.linhas[0]!.erros).toEqual([questaoMessages.alternativaRequired('A'), questaoMessages.respostaInvalida]);
    expect(p.linhas[1]!.erros).toContain(msg.aspas);
  });
});

describe('import', () => {
  it('parses semicolons, a BOM, CRLF, quoted newlines, names without accents, aulas by título or ordem and lower-case letters', async () => {
    const rows = [
      row('bom-1', { materia: 'LINGUA portuguesa', aula: 'ortografia e acentuacao', resposta_correta: 'b' }),
      row('bom-2', {
        aula: '2',
        enunciado: 'Primeira linha;\nsegunda linha, com "aspas"',
        imagem_url: 'https://exemplo.com/a.webp?v=1',
      }),
      row('bom-3', { materia: String(matematicaId) }),
    ];
    const body = '\uFEFF' + [HEADER.replace(/,/g, ';'), ...rows.map((r) => line(r, ';'))].join('\r\n') + '\r\n';
    const p = await previewOf(body);
    expect(p.totais).toMatchObject({ linhas: 3, novas: 3, comErros: 0 });
    expect(p.linhas.map((l) => [l.linha, l.aula, l.respostaCorreta])).toEqual([
      [2, 'Ortografia e Acentuação', 'B'],
      [3, 'Crase', 'A'],
      [4, null, 'A'],
    ]);

    const res = await importar(body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ImportacaoResultado).importadas).toBe(3);
    const stored = await t.db
      .select()
      .from(questoes)
      .where(
        inArray(questoes.enunciado, [
          'Enunciado bom-1',
          'Primeira linha;\nsegunda linha, com "aspas"',
          'Enunciado bom-3',
        ]),
      )
      .orderBy(questoes.id);
    expect(stored.map((q) => [q.materiaId, q.aulaId, q.respostaCorreta, q.imagemUrl])).toEqual([
      [portuguesaId, ortografiaId, 'B', null],
      [portuguesaId, craseId, 'A', 'https://exemplo.com/a.webp?v=1'],
      [matematicaId, null, 'A', null],
    ]);
  });

  it('inserts every valid row in one transaction with one audit row, skips the rows with errors, and does not duplicate on a second import', async () => {
    const body = csv([
      row('lote-1'),
      row('lote-2', { materia: 'Nenhuma' }),
      row('lote-3', { alternativa_e: 'Outra E' }),
      row('lote-1'), // repeats line 2
      row('lote-4'),
    ]);
    const before = await bankCount();
    const auditsBefore = await auditCount();
    const p = await previewOf(body);
    expect(p.totais).toEqual({ linhas: 5, novas: 3, comErros: 1, jaNoBanco: 0, repetidas: 1 });
    expect(p.linhas[3]).toMatchObject({
      linha: 5,
      status: 'repetida',
      repeteLinha: 2,
      erros: [msg.repetidaNoArquivo(2)],
    });

    const first = (await (await importar(body)).json()) as ImportacaoResultado;
    expect(first.importadas).toBe(3);
    expect(first.totais).toEqual(p.totais);
    expect(await bankCount()).toBe(before + 3);
    const audits = await t.db.select().from(adminAuditoria).where(eq(adminAuditoria.entidade, 'questao'));
    expect(audits).toHaveLength(auditsBefore + 1);
    const audit = audits.at(-1)!;
    expect(audit).toMatchObject({ acao: 'create', userId: agents.adminId, antes: null });
    const ids = (audit.depois as { ids: number[] }).ids;
    const inserted = await t.db.select().from(questoes).where(inArray(questoes.id, ids));
    expect(inserted.map((q) => q.enunciado).sort()).toEqual([
      'Enunciado lote-1',
      'Enunciado lote-3',
      'Enunciado lote-4',
    ]);
    expect(audit.depois).toMatchObject({ importacaoCsv: { novas: 3, comErros: 1, repetidas: 1 } });

    // The same file again: everything valid is already in the bank; nothing written, no audit row.
    const again = (await (await importar(body)).json()) as ImportacaoResultado;
    expect(again.importadas).toBe(0);
    expect(again.totais).toMatchObject({ novas: 0, jaNoBanco: 3, repetidas: 1, comErros: 1 });
    expect(again.linhas[0]).toMatchObject({ status: 'ja_no_banco', erros: [msg.jaNoBanco] });
    expect(await bankCount()).toBe(before + 3);
    expect(await auditCount()).toBe(auditsBefore + 1);

    // Whitespace and the answer's case do not make a question new; another answer does.
    const respaced = csv([
      row('lote-1', { enunciado: '  Enunciado \n  lote-1 ', resposta_correta: 'a' }),
      row('lote-1', { resposta_correta: 'B' }),
    ]);
    const p2 = await previewOf(respaced);
    expect(p2.linhas.map((l) => l.status)).toEqual(['ja_no_banco', 'nova']);
  });

  it('inserts once when two imports of the same file run at the same time', async () => {
    const body = csv(Array.from({ length: 40 }, (_, i) => row(`concorrente-${i}`)));
    const before = await bankCount();
    const results = (await Promise.all(
      [importar(body), importar(body)].map(async (r) => (await r).json()),
    )) as ImportacaoResultado[];
    expect(results.map((r) => r.importadas).sort((a, b) => a - b)).toEqual([0, 40]);
    expect(await bankCount()).toBe(before + 40);
  });

  it('stores an XSS payload sanitized', async () => {
    const body = csv([
      row('xss', {
        enunciado:
          'Veja <img src=x onerror="alert(1)"><script>alert(2)</script><b onclick="x()">isto</b> <a href="javascript:alert(3)">link</a>',
        alternativa_b: '<p style="display:none">oculto</p><i>itálico</i>',
      }),
    ]);
    const res = await importar(body);
    expect(((await res.json()) as ImportacaoResultado).importadas).toBe(1);
    const [q] = await t.db.select().from(questoes).where(eq(questoes.alternativaB, '<p>oculto</p><i>itálico</i>'));
    expect(q).toBeDefined();
    expect(q!.enunciado).toBe('Veja <b>isto</b> <a>link</a>');
  });

  it('accepts the file as a multipart upload, as the dialog sends it', async () => {
    const form = new FormData();
    form.append('arquivo', new File([csv([row('multipart')])], 'questoes.csv', { type: 'text/csv' }));
    const p = await postMultipart('/previa', form);
    expect(p.status).toBe(200);
    const res = await postMultipart('', form);
    expect(((await res.json()) as ImportacaoResultado).importadas).toBe(1);
    const [audit] = await t.db
      .select()
      .from(adminAuditoria)
      .orderBy(adminAuditoria.id)
      .limit(1)
      .offset((await auditCount()) - 1);
    expect(audit!.depois).toMatchObject({ importacaoCsv: { arquivo: 'questoes.csv' } });
  });
});

describe('kind and source columns (issue 33)', () => {
  let vunespId: number;
  beforeAll(async () => {
    const [b] = await t.db
      .insert(bancas)
      .values([{ nome: 'VUNESP' }, { nome: 'Cebraspe', ativo: false }])
      .returning();
    vunespId = b!.id;
  });

  it('refuses an unknown kind or banca, a bad year, a fifth alternative on A–D and a letter key on Certo/Errado', async () => {
    const body = csv([
      row('k2', { tipo: 'multipla6' }),
      row('k3', { banca: 'Banca Fantasma' }),
      row('k4', { ano: '1979' }),
      row('k5', { ano: 'dois mil' }),
      row('k6', { tipo: '4' }),
      row('k7', { tipo: 'ce', resposta_correta: 'A' }),
      row('k8', { tipo: 'multipla4', alternativa_e: '', resposta_correta: 'E' }),
      row('k9', { comentario: 'x'.repeat(COMENTARIO_MAX + 1) }),
    ]);
    const before = await bankCount();
    const p = await previewOf(body);
    expect(p.totais).toMatchObject({ linhas: 8, novas: 0, comErros: 8 });
    const anoInvalido = questaoFonteMessages.anoInvalido;
    expect(errorLines(p)).toEqual([
      `Linha 2: ${msg.tipoInvalido('multipla6')}`,
      `Linha 3: ${msg.bancaNaoEncontrada('Banca Fantasma')}`,
      `Linha 4: ${anoInvalido}`,
      `Linha 5: ${anoInvalido}`,
      `Linha 6: ${questaoFonteMessages.alternativaForaDoTipo('multipla4', 'E')}`,
      `Linha 7: ${questaoFonteMessages.alternativaForaDoTipo('certo_errado', 'A')}`,
      `Linha 7: ${questaoFonteMessages.respostaForaDoTipo.certo_errado}`,
      `Linha 8: ${questaoFonteMessages.respostaForaDoTipo.multipla4}`,
      `Linha 9: ${questaoFonteMessages.comentarioTooLong}`,
    ]);
    expect(await bankCount()).toBe(before);
  });

  it('imports the three kinds with banca (any case, accents, even inactive), órgão, ano, cargo and a sanitized explanation', async () => {
    const body = csv([
      row('fonte-5', {
        comentario: '<p>Porque sim</p><script>x</script>',
        banca: 'vunesp',
        orgao: 'PM-SP',
        ano: '2023',
        cargo: 'Soldado',
      }),
      row('fonte-4', { tipo: 'Multipla4', alternativa_e: '', resposta_correta: 'd' }),
      row('fonte-ce', {
        tipo: 'Certo/Errado',
        banca: 'CEBRASPE',
        alternativa_a: '',
        alternativa_b: '',
        alternativa_c: '',
        alternativa_d: '',
        alternativa_e: '',
        resposta_correta: 'Errado',
      }),
    ]);
    const p = await previewOf(body);
    expect(p.linhas.map((l) => [l.status, l.tipo, l.fonte, l.respostaCorreta])).toEqual([
      ['nova', 'multipla5', 'VUNESP · PM-SP · 2023 · Soldado', 'A'],
      ['nova', 'multipla4', 'Inédita', 'D'],
      ['nova', 'certo_errado', 'Cebraspe', 'E'],
    ]);
    expect((await importar(body).then((r) => r.json() as Promise<ImportacaoResultado>)).importadas).toBe(3);
    const stored = await t.db
      .select()
      .from(questoes)
      .where(inArray(questoes.enunciado, ['Enunciado fonte-5', 'Enunciado fonte-4', 'Enunciado fonte-ce']))
      .orderBy(questoes.id);
    expect(stored.map((q) => [q.tipo, q.bancaId === vunespId, q.ano, q.comentario, q.alternativaE])).toEqual([
      ['multipla5', true, 2023, '<p>Porque sim</p>', 'Alternativa E'],
      ['multipla4', false, null, null, null],
      ['certo_errado', false, null, null, null],
    ]);
    // The same file again: each question, whatever its kind, is found already in the bank.
    expect((await previewOf(body)).totais).toMatchObject({ novas: 0, jaNoBanco: 3 });
  });

  it('still imports a file with only the earlier ten columns, as five-alternative questions of no banca', async () => {
    const old = IMPORTACAO_COLUNAS.slice(0, 10);
    const body = [old.join(','), line(row('antigo').slice(0, 10))].join('\n') + '\n';
    const p = await previewOf(body);
    expect(p.linhas).toMatchObject([{ status: 'nova', tipo: 'multipla5', fonte: 'Inédita' }]);
  });
});

describe('GET modelo.csv', () => {
  it('gives a UTF-8 template with a BOM, the header and rows that the preview accepts', async () => {
    const res = await agents.admin.get(`${BASE}/modelo.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(IMPORTACAO_COLUNAS.map((c) => `"${c}"`).join(','));
    const p = await previewOf(text);
    expect(p.totais).toMatchObject({ linhas: 3, novas: 3, comErros: 0 });
    expect(p.linhas.map((l) => l.tipo)).toEqual(['multipla5', 'multipla4', 'certo_errado']);
  });
});
