import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createContent } from '../../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { messages } from '../../../shared/messages.js';
import {
  ALUNOS_BUSCA_CAP,
  ALUNOS_BUSCA_PAGES,
  alunoMessages,
  type AdminAluno,
  type AdminAlunosPage,
} from '../../../shared/schemas/admin-alunos.js';
import {
  accounts,
  adminAuditoria,
  arquivos,
  editais,
  notas,
  pagamentos,
  provas,
  questaoComentarios,
  questaoReports,
  rankingMedias,
  respostasUsuario,
  sessions,
  simulados,
  unidades,
  users,
} from '../../db/schema.js';

// The admin Alunos API: refusals first, then create → sign in, edit, password change, delete, search.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let edital: typeof editais.$inferSelect;
let editalInativo: typeof editais.$inferSelect;
let unidade: typeof unidades.$inferSelect;
let content: Awaited<ReturnType<typeof createContent>>;

const URL = '/api/admin/alunos';

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t);
  edital = (await t.db.insert(editais).values({ numero: '01/2025' }).returning())[0]!;
  editalInativo = (await t.db.insert(editais).values({ numero: '99/2020', ativo: false }).returning())[0]!;
  unidade = (await t.db.insert(unidades).values({ sigla: '1º BPM', nome: 'Primeiro Batalhão' }).returning())[0]!;
  content = await createContent(t.db, 4);
});
afterAll(async () => {
  await t?.close();
});

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

const auditRows = () => t.db.select().from(adminAuditoria).where(eq(adminAuditoria.entidade, 'usuario'));
const usersCount = async () => (await t.db.select({ id: users.id }).from(users)).length;

function novo(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'João da Conceição',
    email: `joao.${Math.random().toString(36).slice(2)}@example.com`,
    senha: 'segredo1',
    whatsapp: '(11) 98765-4321',
    qra: 'Conceição',
    editalId: edital.id,
    unidadeId: unidade.id,
    dataExpiracao: '2099-12-31',
    isAdmin: false,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const body = novo(overrides);
  const res = await agents.admin.post(URL, body);
  expect(res.status).toBe(201);
  return { body, aluno: await json<AdminAluno>(res) };
}

describe('refusals', () => {
  it('answers 401 to anonymous and 403 to a student and a subscriber, changing nothing', async () => {
    const before = await usersCount();
    expect((await agents.anonymous.get(URL)).status).toBe(401);
    expect((await agents.anonymous.post(URL, novo())).status).toBe(401);
    for (const agent of [agents.student, agents.subscriber]) {
      expect((await agent.get(URL)).status).toBe(403);
      expect((await agent.post(URL, novo())).status).toBe(403);
      expect((await agent.put(`${URL}/${agents.adminId}`, novo())).status).toBe(403);
      expect((await agent.delete(`${URL}/${agents.adminId}`)).status).toBe(403);
    }
    expect(await usersCount()).toBe(before);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses to delete an admin, and an admin deleting themselves', async () => {
    const [other] = await t.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.email, 'adm-assinante@example.com'))
      .returning();
    for (const id of [other!.id, agents.adminId]) {
      const res = await agents.admin.delete(`${URL}/${id}`);
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ message: 'Não é possível excluir administradores' });
    }
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, other!.id));
    expect((await agents.subscriber.get('/api/me')).status).toBe(200);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses bad input with the pt-BR message and writes nothing', async () => {
    const before = await usersCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ whatsapp: '1234' }, messages.whatsappInvalid],
      [{ whatsapp: '119876543210' }, messages.whatsappInvalid],
      [{ senha: '' }, alunoMessages.senhaRequired],
      [{ senha: undefined }, alunoMessages.senhaRequired],
      [{ senha: '12345' }, 'A senha deve ter pelo menos 6 caracteres.'],
      [{ nome: '  ' }, alunoMessages.nomeRequired],
      [{ email: '' }, alunoMessages.emailRequired],
      [{ email: 'sem-arroba' }, messages.emailInvalid],
      [{ dataExpiracao: '2025-02-30' }, alunoMessages.dataExpiracaoInvalid],
      [{ editalId: 999_999 }, messages.editalInvalid],
      [{ editalId: editalInativo.id }, messages.editalInvalid],
      [{ unidadeId: 999_999 }, messages.unidadeInvalid],
      [{ editalId: 9_999_999_999 }, messages.editalInvalid],
    ];
    for (const [overrides, message] of cases) {
      const res = await agents.admin.post(URL, novo(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(await json(res)).toMatchObject({ message });
    }
    expect(await usersCount()).toBe(before);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses an e-mail that exists in another case with a 409', async () => {
    const res = await agents.admin.post(URL, novo({ email: 'ADM-Aluno@Example.com' }));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: alunoMessages.emailDuplicado });
    expect(await auditRows()).toEqual([]);
  });

  it('answers 404 for an unknown user and 400 for an id that cannot be one', async () => {
    expect((await agents.admin.put(`${URL}/nao-existe`, novo({ senha: '' }))).status).toBe(404);
    expect((await agents.admin.delete(`${URL}/nao-existe`)).status).toBe(404);
    expect((await agents.admin.delete(`${URL}/${'x'.repeat(65)}`)).status).toBe(400);
    expect((await agents.admin.delete(`${URL}/a%20b`)).status).toBe(400);
    expect((await agents.admin.get(`${URL}?page=0`)).status).toBe(400);
    expect((await agents.admin.get(`${URL}?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect(await auditRows()).toEqual([]);
  });

  it("names the other admin's flag, given and taken back, in the audit log", async () => {
    const outro = await json<AdminAluno>(await agents.admin.post(URL, novo({ nome: 'Outra Admin' })));
    const edit = (isAdmin: boolean) =>
      agents.admin.put(`${URL}/${outro.id}`, { nome: outro.nome, email: outro.email, isAdmin });
    expect((await edit(true)).status).toBe(200);
    expect((await edit(false)).status).toBe(200);
    const flags = (await auditRows())
      .filter((row) => row.entidadeId === outro.id && row.acao === 'update')
      .map((row) => [(row.antes as { isAdmin: boolean }).isAdmin, (row.depois as { isAdmin: boolean }).isAdmin]);
    expect(flags).toEqual([
      [false, true],
      [true, false],
    ]);
    await agents.admin.delete(`${URL}/${outro.id}`);
    await t.db.delete(adminAuditoria).where(eq(adminAuditoria.entidade, 'usuario'));
  });

  it('refuses to let an admin remove their own admin flag', async () => {
    const res = await agents.admin.put(`${URL}/${agents.adminId}`, {
      nome: 'Admin',
      email: 'adm-admin@example.com',
      isAdmin: false,
    });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: alunoMessages.proprioAdmin });
    const [me] = await t.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, agents.adminId));
    expect(me!.isAdmin).toBe(true);
    expect(await auditRows()).toEqual([]);
  });
});

describe('create', () => {
  it('creates a user who signs in at once with the password, audited without secrets', async () => {
    const { body, aluno } = await create({ email: '  Novo.Aluno@Example.COM ' });
    expect(aluno).toMatchObject({
      nome: 'João da Conceição',
      email: 'novo.aluno@example.com',
      whatsapp: '11987654321',
      qra: 'Conceição',
      edital: '01/2025',
      unidade: '1º BPM',
      isAdmin: false,
      dataExpiracaoDia: '2099-12-31',
    });
    // The last instant of that day in São Paulo (UTC-3).
    expect(aluno.dataExpiracao).toBe('2100-01-01T02:59:59.999Z');

    const signedIn = await t.signIn('novo.aluno@example.com', body.senha);
    const me = await json(await signedIn.get('/api/me'));
    expect(me).toMatchObject({ email: 'novo.aluno@example.com' });

    const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, aluno.id));
    expect(account).toMatchObject({ providerId: 'credential', accountId: aluno.id });
    expect(account!.password).toMatch(/^\$argon2id\$/);
    const [ranking] = await t.db.select().from(rankingMedias).where(eq(rankingMedias.userId, aluno.id));
    expect(ranking).toMatchObject({ editalId: edital.id, unidadeId: unidade.id });

    const audit = await t.db.select().from(adminAuditoria).where(eq(adminAuditoria.entidadeId, aluno.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ acao: 'create', userId: agents.adminId, antes: null });
    expect(audit[0]!.depois).toMatchObject({ id: aluno.id, email: 'novo.aluno@example.com' });
    const text = JSON.stringify(audit);
    expect(text).not.toContain(body.senha);
    expect(text).not.toContain('argon2');
    expect(text).not.toMatch(/password|calendarioToken|busca/);
  });

  it('creates an admin without edital, unidade, WhatsApp or expiry', async () => {
    const { aluno } = await create({
      whatsapp: '',
      qra: '',
      editalId: null,
      unidadeId: null,
      dataExpiracao: '',
      isAdmin: true,
    });
    expect(aluno).toMatchObject({
      whatsapp: null,
      qra: null,
      edital: null,
      unidade: null,
      dataExpiracao: null,
      isAdmin: true,
    });
  });
});

describe('edit', () => {
  it('changes every field, keeps the password when none is given, and refreshes the ranking row', async () => {
    const { body, aluno } = await create();
    const [outroEdital] = await t.db.insert(editais).values({ numero: '02/2025' }).returning();
    const res = await agents.admin.put(`${URL}/${aluno.id}`, {
      nome: 'Maria Araújo',
      email: 'Maria.Araujo@example.com',
      senha: '',
      whatsapp: '2133334444',
      qra: 'Araújo',
      editalId: outroEdital!.id,
      unidadeId: null,
      dataExpiracao: '2030-06-15',
      isAdmin: false,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      nome: 'Maria Araújo',
      email: 'maria.araujo@example.com',
      whatsapp: '2133334444',
      qra: 'Araújo',
      edital: '02/2025',
      unidade: null,
      dataExpiracaoDia: '2030-06-15',
    });
    const [ranking] = await t.db.select().from(rankingMedias).where(eq(rankingMedias.userId, aluno.id));
    expect(ranking).toMatchObject({ editalId: outroEdital!.id, unidadeId: null });
    await t.signIn('maria.araujo@example.com', body.senha);

    const audit = await t.db
      .select()
      .from(adminAuditoria)
      .where(and(eq(adminAuditoria.entidadeId, aluno.id), eq(adminAuditoria.acao, 'update')));
    expect(audit[0]!.antes).toMatchObject({ nome: 'João da Conceição', editalId: edital.id });
    expect(audit[0]!.depois).toMatchObject({ nome: 'Maria Araújo', editalId: outroEdital!.id });
    expect(audit[0]!.depois).not.toHaveProperty('senhaAlterada');
  });

  it('moved to the e-mail a purchase was made with, the user gets that purchase', async () => {
    const { aluno, body } = await create({ dataExpiracao: null });
    const pagou = `pagou.${Math.random().toString(36).slice(2)}@example.com`;
    const invoiceId = `inv-${pagou}`;
    // Bought on Eduzz with another address than the account's: kept waiting for that e-mail (webhook).
    await t.db
      .insert(pagamentos)
      .values({ provider: 'eduzz', invoiceId, email: pagou, status: 'pago', dias: 30, pagoEm: new Date() });

    const antes = Date.now();
    const res = await agents.admin.put(`${URL}/${aluno.id}`, { ...body, email: pagou, senha: '' });
    expect(res.status).toBe(200);
    const [pagamento] = await t.db.select().from(pagamentos).where(eq(pagamentos.invoiceId, invoiceId));
    expect(pagamento).toMatchObject({ userId: aluno.id, aplicado: true });
    const expiry = new Date((await json<AdminAluno>(res)).dataExpiracao!).getTime();
    expect(expiry).toBeGreaterThanOrEqual(antes + 29 * 86_400_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 31 * 86_400_000);
  });

  it('keeps a deactivated edital the user already has, but refuses to pick one', async () => {
    const { aluno } = await create();
    await t.db.update(users).set({ editalId: editalInativo.id }).where(eq(users.id, aluno.id));
    const keep = await agents.admin.put(
      `${URL}/${aluno.id}`,
      novo({ email: aluno.email, senha: '', editalId: editalInativo.id }),
    );
    expect(keep.status).toBe(200);
    const { aluno: other } = await create();
    const pick = await agents.admin.put(
      `${URL}/${other.id}`,
      novo({ email: other.email, senha: '', editalId: editalInativo.id }),
    );
    expect(pick.status).toBe(400);
    expect(await json(pick)).toMatchObject({ message: messages.editalInvalid });
  });

  it("refuses to take another user's e-mail", async () => {
    const { aluno } = await create();
    const res = await agents.admin.put(`${URL}/${aluno.id}`, novo({ email: 'ADM-ALUNO@example.com', senha: '' }));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: alunoMessages.emailDuplicado });
  });

  it("a new password replaces the old one and ends the user's sessions at once", async () => {
    const { body, aluno } = await create();
    const session = await t.signIn(aluno.email, body.senha);
    expect((await session.get('/api/me')).status).toBe(200);

    const res = await agents.admin.put(`${URL}/${aluno.id}`, { ...body, senha: 'nova-senha-1' });
    expect(res.status).toBe(200);
    expect((await session.get('/api/me')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, aluno.id))).toEqual([]);
    const old = await t.agent().post('/api/auth/sign-in/email', { email: aluno.email, password: body.senha });
    expect(old.status).toBe(401);
    await t.signIn(aluno.email, 'nova-senha-1');

    const [audit] = await t.db
      .select()
      .from(adminAuditoria)
      .where(and(eq(adminAuditoria.entidadeId, aluno.id), eq(adminAuditoria.acao, 'update')));
    expect(audit!.depois).toMatchObject({ senhaAlterada: true });
    expect(JSON.stringify(audit)).not.toMatch(/nova-senha-1|argon2/);
  });

  it('refuses a short new password', async () => {
    const { body, aluno } = await create();
    const res = await agents.admin.put(`${URL}/${aluno.id}`, { ...body, senha: '123' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: 'A senha deve ter pelo menos 6 caracteres.' });
  });

  it('an admin changing their own password keeps their own session', async () => {
    const admin = await t.signIn('adm-admin@example.com', 'senha-secreta');
    const res = await admin.put(`${URL}/${agents.adminId}`, {
      nome: 'Admin',
      email: 'adm-admin@example.com',
      senha: 'senha-secreta',
      isAdmin: true,
    });
    expect(res.status).toBe(200);
    expect((await admin.get('/api/me')).status).toBe(200);
    expect((await agents.admin.get('/api/me')).status).toBe(401);
    agents.admin = admin;
  });
});

describe('delete', () => {
  it("ends the student's sessions and removes their data in one go, keeping payments", async () => {
    const { body, aluno } = await create();
    const session = await t.signIn(aluno.email, body.senha);
    const questao = content.freeQs[0]!;
    const [simulado] = await t.db
      .insert(simulados)
      .values({ userId: aluno.id, materiaId: content.free.id, nota: 10, questoesRespondidas: 1, acertos: 1 })
      .returning();
    await t.db
      .insert(respostasUsuario)
      .values({ simuladoId: simulado!.id, questaoId: questao.id, resposta: questao.respostaCorreta, correta: true });
    await t.db.insert(notas).values({ userId: aluno.id, materiaId: content.free.id, nota: 8, data: '2025-03-01' });
    await t.db
      .insert(provas)
      .values({ userId: aluno.id, materiaId: content.free.id, titulo: 'Prova', data: new Date() });
    await t.db.insert(questaoComentarios).values({ userId: aluno.id, questaoId: questao.id, comentario: 'Boa' });
    await t.db.insert(questaoReports).values({ userId: aluno.id, questaoId: questao.id, descricao: 'Erro' });
    await t.db
      .insert(arquivos)
      .values({ tipo: 'avatar', userId: aluno.id, mime: 'image/webp', tamanho: 1, dados: new Uint8Array([1]) });
    await t.db.insert(pagamentos).values({
      provider: 'eduzz',
      invoiceId: `inv-${aluno.id}`,
      email: aluno.email,
      userId: aluno.id,
      status: 'pago',
    });

    const res = await agents.admin.delete(`${URL}/${aluno.id}`);
    expect(res.status).toBe(204);
    expect((await session.get('/api/me')).status).toBe(401);

    for (const table of [simulados, notas, provas, questaoComentarios, questaoReports, arquivos, sessions, accounts]) {
      expect(await t.db.select().from(table).where(eq(table.userId, aluno.id))).toEqual([]);
    }
    expect(await t.db.select().from(respostasUsuario).where(eq(respostasUsuario.simuladoId, simulado!.id))).toEqual([]);
    expect(await t.db.select().from(rankingMedias).where(eq(rankingMedias.userId, aluno.id))).toEqual([]);
    const [pagamento] = await t.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.invoiceId, `inv-${aluno.id}`));
    expect(pagamento).toMatchObject({ userId: null, email: aluno.email });

    const [audit] = await t.db
      .select()
      .from(adminAuditoria)
      .where(and(eq(adminAuditoria.entidadeId, aluno.id), eq(adminAuditoria.acao, 'delete')));
    expect(audit).toMatchObject({ userId: agents.adminId, depois: null });
    expect(audit!.antes).toMatchObject({ id: aluno.id, email: aluno.email, nome: aluno.nome });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|password|calendarioToken/);
    expect((await agents.admin.delete(`${URL}/${aluno.id}`)).status).toBe(404);
  });
});

describe('list and search', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    const make = async (nome: string, email: string, qra: string, whatsapp: string) =>
      (await create({ nome, email, qra, whatsapp })).aluno.id;
    ids = {
      angela: await make('Ângela Gonçalves', 'angela@busca.test', 'Gonça', '31912345678'),
      pedro: await make('Pedro Souza', 'psouza@busca.test', 'Tigre', '4133221100'),
      luiza: await make('Luíza Araújo', 'luiza@busca.test', 'Falcão', '21987650000'),
    };
  });

  const search = async (q: string, page = 1) =>
    json<AdminAlunosPage>(await agents.admin.get(`${URL}?q=${encodeURIComponent(q)}&page=${page}`));
  const found = async (q: string) => (await search(q)).itens.map((a) => a.id).sort();

  it('finds by name ignoring case and accents, by e-mail, by QRA and by WhatsApp digits', async () => {
    expect(await found('angela goncalves')).toEqual([ids.angela]);
    expect(await found('GONÇALVES')).toEqual([ids.angela]);
    expect(await found('psouza@busca')).toEqual([ids.pedro]);
    expect(await found('tigre')).toEqual([ids.pedro]);
    expect(await found('falcao')).toEqual([ids.luiza]);
    expect(await found('(41) 3322')).toEqual([ids.pedro]);
    expect(await found('98765-0000')).toEqual([ids.luiza]);
    expect(await found('%')).toEqual([]);
    expect(await found('busca.test')).toEqual(Object.values(ids).sort());
  });

  it('answers each row with the edital número, unidade sigla and the expiry day', async () => {
    const { itens, total } = await search('Ângela');
    expect(total).toBe(1);
    expect(itens[0]).toMatchObject({
      nome: 'Ângela Gonçalves',
      email: 'angela@busca.test',
      whatsapp: '31912345678',
      qra: 'Gonça',
      edital: '01/2025',
      unidade: '1º BPM',
      isAdmin: false,
      dataExpiracaoDia: '2099-12-31',
    });
  });

  it('pages by name, 20 at a time, with the total', async () => {
    await t.db.insert(users).values(
      Array.from({ length: 45 }, (_, i) => ({
        id: `pagina-${i}`,
        nome: `Página ${String(i).padStart(2, '0')}`,
        email: `pagina${i}@paginas.test`,
      })),
    );
    const first = await search('paginas.test');
    expect(first).toMatchObject({ total: 45, totalLimitado: false, page: 1, pageSize: 20 });
    expect(first.itens.map((a) => a.nome).slice(0, 2)).toEqual(['Página 00', 'Página 01']);
    const third = await search('paginas.test', 3);
    expect(third.itens.map((a) => a.nome)).toEqual(['Página 40', 'Página 41', 'Página 42', 'Página 43', 'Página 44']);
    const past = await search('paginas.test', 9);
    expect(past).toMatchObject({ total: 45, itens: [] });
    const all = await json<AdminAlunosPage>(await agents.admin.get(URL));
    expect(all.total).toBe(await usersCount());
    expect(all.totalLimitado).toBe(false);
    expect(all.itens).toHaveLength(20);
    await t.db.delete(users).where(like(users.id, 'pagina-%'));
  });

  describe('a search over the cap', () => {
    // ALUNOS_BUSCA_CAP + 30 users in one insert, ids out of name order; names sort by their number, sign-ups
    // (a second apart) in a third order.
    const MUITOS = ALUNOS_BUSCA_CAP + 30;
    const nome = (i: number) => `Zé Limite ${String(i).padStart(4, '0')}`;
    const cadastro = (i: number) => (i * 37) % MUITOS;
    // The numbers of the users newest sign-up first (decision 0064).
    const maisRecentes = Array.from({ length: MUITOS }, (_, i) => i).sort((a, b) => cadastro(b) - cadastro(a));
    beforeAll(async () => {
      await t.db.insert(users).values(
        Array.from({ length: MUITOS }, (_, i) => ({
          id: `limite-${(i * 7919) % MUITOS}`,
          nome: nome((i * 7919) % MUITOS),
          email: `limite${i}@limite.test`,
          createdAt: new Date(Date.UTC(2025, 5, 1) + cadastro((i * 7919) % MUITOS) * 1000),
        })),
      );
    });
    afterAll(async () => {
      await t.db.delete(users).where(like(users.id, 'limite-%'));
    });

    it('answers the cap as a lower bound and the first page newest sign-up first', async () => {
      const first = await search('limite.test');
      expect(first).toMatchObject({ total: ALUNOS_BUSCA_CAP, totalLimitado: true, page: 1, pageSize: 20 });
      expect(first.itens.map((a) => a.nome)).toEqual(maisRecentes.slice(0, 20).map(nome));
    });

    it('continues newest first on the next page and on the last page offered', async () => {
      const second = await search('limite', 2);
      expect(second.itens.map((a) => a.nome)).toEqual(maisRecentes.slice(20, 40).map(nome));
      const last = await search('limite', ALUNOS_BUSCA_PAGES);
      expect(last).toMatchObject({ total: ALUNOS_BUSCA_CAP, totalLimitado: true });
      expect(last.itens.map((a) => a.nome)).toEqual(
        maisRecentes.slice(ALUNOS_BUSCA_CAP - 20, ALUNOS_BUSCA_CAP).map(nome),
      );
    });

    it('refuses a page past the ones a search offers, in pt-BR', async () => {
      const res = await agents.admin.get(`${URL}?q=limite&page=${ALUNOS_BUSCA_PAGES + 1}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(alunoMessages.buscaPaginaAlem);
      // The whole list has no such bound: its total is exact.
      const all = await json<AdminAlunosPage>(await agents.admin.get(`${URL}?page=${ALUNOS_BUSCA_PAGES + 1}`));
      expect(all).toMatchObject({ total: await usersCount(), totalLimitado: false });
    });

    it('keeps a search under the cap exact and by name', async () => {
      // Two digits are not a phone number: only the names 'Zé Limite 0000' to '0099'.
      const some = await search('limite 00', 5);
      expect(some).toMatchObject({ total: 100, totalLimitado: false });
      expect(some.itens.map((a) => a.nome)).toEqual(Array.from({ length: 20 }, (_, i) => nome(80 + i)));
    });
  });
});
