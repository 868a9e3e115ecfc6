import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createContent } from '../../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { messages } from '../../../shared/messages.js';
import {
  QUESTOES_BUSCA_CAP,
  QUESTOES_BUSCA_PAGES,
  QUESTOES_PAGE_SIZE,
  questaoAdminMessages,
  questaoMessages,
  type AdminQuestao,
  type AdminQuestoesPage,
} from '../../../shared/schemas/admin-questoes.js';
import { anoMax } from '../../../shared/rules/questao.js';
import { COMENTARIO_MAX, questaoFonteMessages } from '../../../shared/schemas/admin-questao-fonte.js';
import {
  adminAuditoria,
  bancas,
  materias,
  questaoComentarios,
  questaoReports,
  questoes,
  questoesStatus,
  respostasUsuario,
  simulados,
  users,
} from '../../db/schema.js';

// The question bank through /api/admin/questoes: refusals first, then writes with their audit rows,
// then the list's filters, search and pages.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'questoes');
  content = await createContent(t.db, 4);
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  materiaId: content.free.id,
  aulaId: null,
  enunciado: '<p>Qual é a capital do Brasil?</p>',
  imagemUrl: '',
  alternativaA: 'Brasília',
  alternativaB: 'Rio de Janeiro',
  alternativaC: 'São Paulo',
  alternativaD: 'Salvador',
  alternativaE: 'Recife',
  respostaCorreta: 'A',
  ...over,
});

async function json<T = Record<string, unknown>>(res: Response) {
  return (await res.json()) as T;
}
const allQuestoes = () => t.db.select().from(questoes).orderBy(questoes.id);
const questaoAudit = () => t.db.select().from(adminAuditoria).where(eq(adminAuditoria.entidade, 'questao'));

describe('refusals', () => {
  let before: Awaited<ReturnType<typeof allQuestoes>>;
  beforeEach(async () => {
    before = await allQuestoes();
  });
  const nothingChanged = async () => {
    expect(await allQuestoes()).toEqual(before);
    expect(await questaoAudit()).toEqual([]);
  };

  it('answers 401 to anonymous and 403 to a student and a subscriber, for reads and writes', async () => {
    const id = content.freeQs[0]!.id;
    expect((await agents.anonymous.get('/api/admin/questoes')).status).toBe(401);
    expect((await agents.anonymous.post('/api/admin/questoes', body())).status).toBe(401);
    for (const agent of [agents.student, agents.subscriber]) {
      expect((await agent.get('/api/admin/questoes')).status).toBe(403);
      expect((await agent.get(`/api/admin/questoes/${id}`)).status).toBe(403);
      expect((await agent.post('/api/admin/questoes', body())).status).toBe(403);
      expect((await agent.put(`/api/admin/questoes/${id}`, body())).status).toBe(403);
      expect((await agent.delete(`/api/admin/questoes/${id}`)).status).toBe(403);
    }
    await nothingChanged();
  });

  it('refuses an empty question with each field’s pt-BR message', async () => {
    const res = await agents.admin.post('/api/admin/questoes', {});
    expect(res.status).toBe(400);
    const answer = await json<{ message: string; fields: Record<string, string> }>(res);
    expect(answer.message).toBe(questaoMessages.materiaRequired);
    expect(answer.fields).toEqual({
      materiaId: questaoMessages.materiaRequired,
      enunciado: questaoMessages.enunciadoRequired,
      alternativaA: questaoMessages.alternativaRequired('A'),
      alternativaB: questaoMessages.alternativaRequired('B'),
      alternativaC: questaoMessages.alternativaRequired('C'),
      alternativaD: questaoMessages.alternativaRequired('D'),
      alternativaE: questaoMessages.alternativaRequired('E'),
      respostaCorreta: questaoMessages.respostaInvalida,
    });
    await nothingChanged();
  });

  it.each([
    ['a blank statement', { enunciado: '   ' }, questaoMessages.enunciadoRequired],
    ['a blank alternative C', { alternativaC: '' }, questaoMessages.alternativaRequired('C')],
    ['a letter outside A–E', { respostaCorreta: 'F' }, questaoMessages.respostaInvalida],
    [
      'an image URL that is not an image',
      { imagemUrl: 'https://exemplo.com/pagina.html' },
      questaoMessages.imagemUrlInvalida,
    ],
    ['a javascript: image URL', { imagemUrl: 'javascript:alert(1)//x.png' }, questaoMessages.imagemUrlInvalida],
    [
      'a statement that is only a script',
      { enunciado: '<script>alert(1)</script>' },
      questaoAdminMessages.enunciadoVazioAposLimpeza,
    ],
    [
      'an alternative that is only an iframe',
      { alternativaB: '<iframe src="https://x.example"></iframe>' },
      questaoAdminMessages.alternativaVaziaAposLimpeza('B'),
    ],
  ])('refuses %s with its message and writes nothing', async (_, over, message) => {
    const res = await agents.admin.post('/api/admin/questoes', body(over));
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
    await nothingChanged();
  });

  it('refuses an unknown matéria (404), a practical one and an aula of another matéria (400)', async () => {
    const unknown = await agents.admin.post('/api/admin/questoes', body({ materiaId: 999_999 }));
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ message: messages.materiaNotFound });
    const pratica = await agents.admin.post('/api/admin/questoes', body({ materiaId: content.pratica.id }));
    expect(pratica.status).toBe(400);
    expect(await json(pratica)).toMatchObject({ message: questaoAdminMessages.materiaPratica });
    const outraAula = await agents.admin.post(
      '/api/admin/questoes',
      body({ materiaId: content.premium.id, aulaId: content.aulas.aula1.id }),
    );
    expect(outraAula.status).toBe(400);
    expect(await json(outraAula)).toMatchObject({
      message: questaoAdminMessages.aulaForaDaMateria,
      fields: { aulaId: questaoAdminMessages.aulaForaDaMateria },
    });
    const edit = await agents.admin.put(
      `/api/admin/questoes/${content.premiumQs[0]!.id}`,
      body({ materiaId: content.premium.id, aulaId: content.aulas.aula2.id }),
    );
    expect(edit.status).toBe(400);
    await nothingChanged();
  });

  it('answers 404 for an unknown question and 400 for an id no row can have or a bad filter', async () => {
    for (const res of [
      await agents.admin.get('/api/admin/questoes/999999'),
      await agents.admin.put('/api/admin/questoes/999999', body()),
      await agents.admin.delete('/api/admin/questoes/999999'),
    ]) {
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ message: messages.questaoNotFound });
    }
    expect((await agents.admin.get('/api/admin/questoes/99999999999')).status).toBe(400);
    expect((await agents.admin.delete('/api/admin/questoes/abc')).status).toBe(400);
    const badFilter = await agents.admin.get('/api/admin/questoes?materiaId=abc');
    expect(badFilter.status).toBe(400);
    expect(await json(badFilter)).toMatchObject({ message: questaoAdminMessages.filtroInvalido });
    const longSearch = await agents.admin.get(`/api/admin/questoes?q=${'a'.repeat(101)}`);
    expect(await json(longSearch)).toMatchObject({ message: questaoAdminMessages.buscaLonga });
    await nothingChanged();
  });

  it('keeps a question students answered, commented on and reported, naming each dependant', async () => {
    const questaoId = content.freeQs[1]!.id;
    const [student] = await t.db.select().from(users).where(eq(users.email, 'questoes-aluno@example.com'));
    const [simulado] = await t.db
      .insert(simulados)
      .values({ userId: student!.id, materiaId: content.free.id, nota: 10, questoesRespondidas: 1, acertos: 1 })
      .returning();
    await t.db.insert(respostasUsuario).values({ simuladoId: simulado!.id, questaoId, resposta: 'B', correta: true });
    await t.db
      .insert(questoesStatus)
      .values({ userId: student!.id, questaoId, materiaId: content.free.id, correta: true, respondidaEm: new Date() });
    await t.db.insert(questaoComentarios).values({ questaoId, userId: student!.id, comentario: 'Boa questão' });
    await t.db.insert(questaoReports).values([
      { questaoId, userId: student!.id, descricao: 'Gabarito errado' },
      { questaoId, userId: student!.id, descricao: 'Erro de digitação' },
    ]);

    const res = await agents.admin.delete(`/api/admin/questoes/${questaoId}`);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      code: 'QUESTAO_EM_USO',
      message:
        'Esta questão não pode ser excluída: 1 resposta de aluno, 1 marcação de questão resolvida, 1 comentário e 2 reports dependem dela. Edite a questão em vez de excluí-la.',
    });
    expect(await t.db.select().from(respostasUsuario).where(eq(respostasUsuario.questaoId, questaoId))).toHaveLength(1);
    await nothingChanged();
  });
});

describe('writes', () => {
  it('stores an XSS payload sanitized, then edits and deletes the question, auditing each change', async () => {
    const created = await agents.admin.post(
      '/api/admin/questoes',
      body({
        aulaId: content.aulas.aula2.id,
        enunciado:
          '<p onclick="alert(1)">Leia <strong>com atenção</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
        alternativaB: '<a href="javascript:alert(1)">Rio</a>',
        imagemUrl: ' https://cdn.exemplo.com/mapa.PNG ',
      }),
    );
    expect(created.status).toBe(201);
    const q = await json<AdminQuestao>(created);
    expect(q).toMatchObject({
      materiaId: content.free.id,
      materiaNome: 'Gratuita Teste',
      moduloNome: 'Básico',
      aulaId: content.aulas.aula2.id,
      aulaTitulo: 'Aula 2',
      enunciado: '<p>Leia <strong>com atenção</strong></p>',
      alternativaB: '<a>Rio</a>',
      imagemUrl: 'https://cdn.exemplo.com/mapa.PNG',
      respostaCorreta: 'A',
    });
    const [stored] = await t.db.select().from(questoes).where(eq(questoes.id, q.id));
    expect(stored!.enunciado).toBe('<p>Leia <strong>com atenção</strong></p>');
    expect(await json(await agents.admin.get(`/api/admin/questoes/${q.id}`))).toEqual(q);

    const updated = await agents.admin.put(
      `/api/admin/questoes/${q.id}`,
      body({ materiaId: content.premium.id, enunciado: '<p>Novo enunciado</p>', respostaCorreta: 'E' }),
    );
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({
      id: q.id,
      materiaId: content.premium.id,
      aulaId: null,
      enunciado: '<p>Novo enunciado</p>',
      imagemUrl: null,
      respostaCorreta: 'E',
    });

    expect((await agents.admin.delete(`/api/admin/questoes/${q.id}`)).status).toBe(204);
    expect(await t.db.select().from(questoes).where(eq(questoes.id, q.id))).toEqual([]);

    const audit = await t.db
      .select()
      .from(adminAuditoria)
      .where(and(eq(adminAuditoria.entidade, 'questao'), eq(adminAuditoria.entidadeId, String(q.id))))
      .orderBy(adminAuditoria.id);
    expect(audit.map((a) => [a.acao, a.userId])).toEqual([
      ['create', agents.adminId],
      ['update', agents.adminId],
      ['delete', agents.adminId],
    ]);
    expect(audit[0]).toMatchObject({ antes: null, depois: { enunciado: '<p>Leia <strong>com atenção</strong></p>' } });
    expect(audit[1]).toMatchObject({
      antes: { materiaId: content.free.id, respostaCorreta: 'A' },
      depois: { materiaId: content.premium.id, respostaCorreta: 'E' },
    });
    expect(audit[2]).toMatchObject({ antes: { enunciado: '<p>Novo enunciado</p>' }, depois: null });
  });
});

describe('list', () => {
  let portugues: number;
  beforeAll(async () => {
    const [m] = await t.db
      .insert(materias)
      .values({ nome: 'Língua Portuguesa', moduloId: content.modulo.id, tipo: 'teorica' })
      .returning();
    portugues = m!.id;
    await t.db.insert(questoes).values(
      Array.from({ length: 25 }, (_, i) => ({
        materiaId: portugues,
        enunciado: i === 7 ? '<p>A <strong>FUNÇÃO</strong> da vírgula</p>' : `<p>Concordância ${i + 1}</p>`,
        alternativaA: 'a',
        alternativaB: 'b',
        alternativaC: 'c',
        alternativaD: 'd',
        alternativaE: 'e',
        respostaCorreta: 'C' as const,
      })),
    );
  });
  const list = async (query: string) => {
    const res = await agents.admin.get(`/api/admin/questoes${query}`);
    expect(res.status).toBe(200);
    return json<AdminQuestoesPage>(res);
  };

  it('pages a matéria newest first with the total of every page', async () => {
    const first = await list(`?materiaId=${portugues}`);
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: QUESTOES_PAGE_SIZE });
    expect(first.itens).toHaveLength(QUESTOES_PAGE_SIZE);
    expect(first.itens[0]!.enunciado).toBe('<p>Concordância 25</p>');
    const second = await list(`?materiaId=${portugues}&page=2`);
    expect(second.itens.map((q) => q.enunciado)).toEqual([
      '<p>Concordância 5</p>',
      '<p>Concordância 4</p>',
      '<p>Concordância 3</p>',
      '<p>Concordância 2</p>',
      '<p>Concordância 1</p>',
    ]);
    expect((await list(`?materiaId=${portugues}&page=9`)).itens).toEqual([]);
  });

  it('filters by módulo, matéria and aula', async () => {
    const byAula = await list(`?materiaId=${content.free.id}&aulaId=${content.aulas.aula1.id}`);
    expect(byAula.total).toBe(2);
    expect(byAula.itens.every((q) => q.aulaId === content.aulas.aula1.id && q.aulaTitulo === 'Aula 1')).toBe(true);
    expect((await list(`?moduloId=${content.modulo.id}`)).total).toBe(4 + 6 + 25);
    expect((await list(`?moduloId=999999`)).total).toBe(0);
  });

  it('searches the statement and the matéria’s name, ignoring case and accents', async () => {
    const funcao = await list(`?q=${encodeURIComponent('  a funcao ')}`);
    expect(funcao.itens.map((q) => q.enunciado)).toEqual(['<p>A <strong>FUNÇÃO</strong> da vírgula</p>']);
    expect(funcao.total).toBe(1);
    const byMateria = await list(`?q=${encodeURIComponent('LINGUA portuguesa')}`);
    expect(byMateria.total).toBe(25);
    const within = await list(`?materiaId=${content.free.id}&q=portuguesa`);
    expect(within).toMatchObject({ total: 0, itens: [] });
    // Punctuation is literal, not a regular expression.
    expect((await list(`?q=${encodeURIComponent('.*')}`)).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('%')}`)).total).toBe(0);
    // Tags are not text: a search for 'strong' does not find every statement with <strong>.
    expect((await list('?q=strong')).total).toBe(0);
  });
});

describe('a search over the cap (decision 0064)', () => {
  const MUITAS = QUESTOES_BUSCA_CAP + 30;
  let direito: number;
  let ids: number[];
  beforeAll(async () => {
    const [m] = await t.db
      .insert(materias)
      .values({ nome: 'Direito Penal', moduloId: content.modulo.id, tipo: 'teorica' })
      .returning();
    direito = m!.id;
    const rows = await t.db
      .insert(questoes)
      .values(
        Array.from({ length: MUITAS }, (_, i) => ({
          materiaId: direito,
          enunciado: `<p>Prisão em <em>flagrante</em> ${i}</p>`,
          alternativaA: 'a',
          alternativaB: 'b',
          alternativaC: 'c',
          alternativaD: 'd',
          alternativaE: 'e',
          respostaCorreta: 'B' as const,
        })),
      )
      .returning({ id: questoes.id });
    ids = rows.map((r) => r.id).sort((a, b) => b - a);
  });
  afterAll(async () => {
    await t.db.delete(questoes).where(eq(questoes.materiaId, direito));
    await t.db.delete(materias).where(eq(materias.id, direito));
  });
  const list = (query: string) => agents.admin.get(`/api/admin/questoes${query}`);

  it('answers the cap as a lower bound and pages the newest matches within it', async () => {
    const first = await json<AdminQuestoesPage>(await list('?q=FLAGRANTE'));
    expect(first).toMatchObject({ total: QUESTOES_BUSCA_CAP, totalLimitado: true, page: 1 });
    expect(first.itens.map((q) => q.id)).toEqual(ids.slice(0, QUESTOES_PAGE_SIZE));
    const last = await json<AdminQuestoesPage>(
      await list(`?q=flagrante&materiaId=${direito}&page=${QUESTOES_BUSCA_PAGES}`),
    );
    expect(last.itens.map((q) => q.id)).toEqual(ids.slice(QUESTOES_BUSCA_CAP - QUESTOES_PAGE_SIZE, QUESTOES_BUSCA_CAP));
    // Without a search the total stays exact.
    const whole = await json<AdminQuestoesPage>(await list(`?materiaId=${direito}`));
    expect(whole).toMatchObject({ total: MUITAS, totalLimitado: false });
  });

  it('refuses a page past the cap and a bad page in pt-BR, and keeps a narrow search’s deep page empty', async () => {
    const past = await list(`?q=flagrante&page=${QUESTOES_BUSCA_PAGES + 1}`);
    expect(past.status).toBe(400);
    expect(await json(past)).toMatchObject({ message: questaoAdminMessages.buscaPaginaAlem });
    for (const page of ['0', 'abc', '1.5']) {
      const bad = await list(`?q=flagrante&page=${page}`);
      expect(bad.status).toBe(400);
      expect(await json(bad)).toMatchObject({ message: questaoAdminMessages.filtroInvalido });
    }
    const narrow = await json<AdminQuestoesPage>(await list(`?q=${encodeURIComponent('flagrante 1029')}&page=60`));
    expect(narrow).toMatchObject({ total: 1, totalLimitado: false, itens: [] });
  });
});

describe('kind, source and marks (issue 33)', () => {
  let bancaId: number;
  let before: Awaited<ReturnType<typeof allQuestoes>>;
  let auditBefore: Awaited<ReturnType<typeof questaoAudit>>;
  beforeAll(async () => {
    const [banca] = await t.db.insert(bancas).values({ nome: 'VUNESP' }).returning();
    bancaId = banca!.id;
  });
  beforeEach(async () => {
    before = await allQuestoes();
    auditBefore = await questaoAudit();
  });
  const quatro = { tipo: 'multipla4', alternativaE: '' };
  const certoErrado = {
    tipo: 'certo_errado',
    alternativaA: '',
    alternativaB: null,
    alternativaC: undefined,
    alternativaD: '',
    alternativaE: '',
    respostaCorreta: 'E',
  };

  it.each([
    [
      'a fifth alternative on a four-alternative question',
      { ...quatro, alternativaE: 'Recife' },
      'alternativaE',
      questaoFonteMessages.alternativaForaDoTipo('multipla4', 'E'),
    ],
    [
      'the key E on a four-alternative question',
      { ...quatro, respostaCorreta: 'E' },
      'respostaCorreta',
      questaoFonteMessages.respostaForaDoTipo.multipla4,
    ],
    [
      'a missing alternative D on a four-alternative question',
      { ...quatro, alternativaD: ' ' },
      'alternativaD',
      questaoMessages.alternativaRequired('D'),
    ],
    [
      'the key A on a Certo/Errado item',
      { ...certoErrado, respostaCorreta: 'A' },
      'respostaCorreta',
      questaoFonteMessages.respostaForaDoTipo.certo_errado,
    ],
    [
      'an alternative on a Certo/Errado item',
      { ...certoErrado, alternativaB: 'Texto' },
      'alternativaB',
      questaoFonteMessages.alternativaForaDoTipo('certo_errado', 'B'),
    ],
    ['an unknown kind', { tipo: 'multipla6' }, 'tipo', questaoFonteMessages.tipoInvalido],
    ['an unknown banca', { bancaId: 999_999 }, 'bancaId', questaoFonteMessages.bancaInvalida],
    ['a year before 1980', { ano: 1979 }, 'ano', `Informe um ano entre 1980 e ${anoMax()}.`],
    ['a year after the next one', { ano: anoMax() + 1 }, 'ano', `Informe um ano entre 1980 e ${anoMax()}.`],
    ['a fractional year', { ano: 2020.5 }, 'ano', questaoFonteMessages.anoInvalido],
    [
      'an explanation over 20,000 characters',
      { comentario: 'x'.repeat(COMENTARIO_MAX + 1) },
      'comentario',
      questaoFonteMessages.comentarioTooLong,
    ],
    ['an órgão over 120 characters', { orgao: 'x'.repeat(121) }, 'orgao', questaoFonteMessages.orgaoTooLong],
    ['a cargo over 120 characters', { cargo: 'x'.repeat(121) }, 'cargo', questaoFonteMessages.cargoTooLong],
    [
      'an annulment note over 1,000 characters',
      { anulada: true, anuladaNota: 'x'.repeat(1_001) },
      'anuladaNota',
      questaoFonteMessages.anuladaNotaTooLong,
    ],
  ])('refuses %s with the field’s pt-BR message and writes nothing', async (_, over, field, message) => {
    const res = await agents.admin.post('/api/admin/questoes', body(over));
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message, fields: { [field]: message } });
    await nothingNew();
  });

  it('refuses an unknown banca on an edit too, leaving the question as it was', async () => {
    const id = content.freeQs[1]!.id;
    const res = await agents.admin.put(`/api/admin/questoes/${id}`, body({ bancaId: 2_000_000 }));
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ fields: { bancaId: questaoFonteMessages.bancaInvalida } });
    await nothingNew();
  });

  async function nothingNew() {
    expect(await allQuestoes()).toEqual(before);
    expect(await questaoAudit()).toEqual(auditBefore);
  }

  it('stores a four-alternative question with its source, a sanitized explanation and the annulled mark', async () => {
    const res = await agents.admin.post(
      '/api/admin/questoes',
      body({
        ...quatro,
        respostaCorreta: 'D',
        comentario: '<p>Veja o <strong>art. 5º</strong></p><script>alert(1)</script>',
        bancaId,
        orgao: ' PM-SP ',
        ano: 2023,
        cargo: 'Soldado PM 2ª Classe',
        anulada: true,
        anuladaNota: 'Duas respostas corretas',
        desatualizada: true,
      }),
    );
    expect(res.status).toBe(201);
    const q = await json<AdminQuestao>(res);
    expect(q).toMatchObject({
      tipo: 'multipla4',
      alternativaD: 'Salvador',
      alternativaE: null,
      respostaCorreta: 'D',
      comentario: '<p>Veja o <strong>art. 5º</strong></p>',
      bancaId,
      bancaNome: 'VUNESP',
      orgao: 'PM-SP',
      ano: 2023,
      cargo: 'Soldado PM 2ª Classe',
      anulada: true,
      anuladaNota: 'Duas respostas corretas',
      desatualizada: true,
    });
    expect(await agents.admin.get(`/api/admin/questoes/${q.id}`).then(json)).toEqual(q);
  });

  it('stores a Certo/Errado item without alternatives, and drops the note of a question not annulled', async () => {
    const res = await agents.admin.post(
      '/api/admin/questoes',
      body({ ...certoErrado, anulada: false, anuladaNota: 'esquecida', comentario: '<script>x</script>' }),
    );
    expect(res.status).toBe(201);
    const q = await json<AdminQuestao>(res);
    expect(q).toMatchObject({ tipo: 'certo_errado', respostaCorreta: 'E', alternativaA: null, alternativaE: null });
    expect(q).toMatchObject({ anulada: false, anuladaNota: null, comentario: null, bancaId: null, bancaNome: null });
    // An edit back to five alternatives needs them all again.
    const edit = await agents.admin.put(`/api/admin/questoes/${q.id}`, body({ tipo: 'multipla5' }));
    expect(edit.status).toBe(200);
    expect(await json(edit)).toMatchObject({ tipo: 'multipla5', alternativaE: 'Recife', respostaCorreta: 'A' });
  });

  it('filters the list by banca, ano, origem, tipo and situação', async () => {
    const list = async (query: string) =>
      (await agents.admin.get(`/api/admin/questoes?${query}`).then(json<AdminQuestoesPage>)).itens;
    expect((await list(`bancaId=${bancaId}`)).map((q) => q.ano)).toEqual([2023]);
    expect(await list('ano=2023')).toHaveLength(1);
    expect(await list('ano=2022')).toEqual([]);
    expect((await list('origem=provas')).map((q) => q.bancaNome)).toEqual(['VUNESP']);
    expect((await list('origem=ineditas')).every((q) => q.bancaId === null)).toBe(true);
    expect((await list('tipo=multipla4')).map((q) => q.tipo)).toEqual(['multipla4']);
    expect((await list('situacao=anuladas')).map((q) => q.anuladaNota)).toEqual(['Duas respostas corretas']);
    expect(await list('situacao=desatualizadas')).toHaveLength(1);
    expect(await list(`origem=ineditas&bancaId=${bancaId}`)).toEqual([]);
    for (const bad of ['ano=1979', 'tipo=x', 'origem=todas', 'situacao=x', 'bancaId=-1']) {
      expect((await agents.admin.get(`/api/admin/questoes?${bad}`)).status).toBe(400);
    }
  });
});
