import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/test-db.js';
import { letrasComTexto, letrasDoTipo } from '../../shared/rules/questao.js';
import { verifyPassword } from '../auth/password.js';
import type { Database } from '../db/client.js';
import {
  accounts,
  anotacoes,
  arquivos,
  aulasDaMateria,
  cadernoQuestoes,
  cadernos,
  desempenhoMaterias,
  editais,
  materias,
  modulos,
  notas,
  pagamentos,
  questaoReports,
  questoes,
  questoesStatus,
  rankingView,
  resumos,
  revisaoCartoes,
  simulados,
  users,
} from '../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';
import { sanitizeQuestionHtml } from '../services/admin/questoes/sanitize-question-html.js';
import { getVisaoGeral } from '../services/admin/visao-geral/get-visao-geral.js';
import { seedDemo } from './index.js';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;

let database: Database;

beforeAll(async () => {
  // openDatabase({}) (in-memory PGlite), or a throwaway PostgreSQL database under TEST_DB=postgres.
  database = await freshDatabase();
  await database.migrate();
  await seedDemo(database.db);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDemo', () => {
  it('creates the two modules and keeps the serial sequence ahead of them', async () => {
    const rows = await database.db.select().from(modulos).orderBy(modulos.id);
    expect(rows.map((r) => [r.id, r.nome])).toEqual([
      [1, 'Básico'],
      [2, 'Específico'],
    ]);
    await database.db
      .transaction(async (tx) => {
        const [novo] = await tx.insert(modulos).values({ nome: 'Teste' }).returning();
        expect(novo?.id).toBe(3);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error) || !/rollback/i.test(e.message)) throw e;
      });
  });

  it('has the three free subjects and at least four premium theoretical ones', async () => {
    const rows = await database.db.select().from(materias);
    for (const nome of ['SAT', 'Direito Constitucional', 'Direito Civil']) {
      const m = rows.find((r) => r.nome === nome);
      expect(m, nome).toBeDefined();
      expect(m?.isFree, nome).toBe(true);
      expect(m?.tipo, nome).toBe('teorica');
    }
    expect(rows.filter((r) => r.tipo === 'teorica' && !r.isFree).length).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => r.tipo === 'pratica')).toBe(true);
    expect(new Set(rows.map((r) => r.moduloId))).toEqual(new Set([1, 2]));
  });

  it('has at least 15 well-formed, distinct questions per theoretical subject', async () => {
    const teoricas = await database.db.select().from(materias).where(eq(materias.tipo, 'teorica'));
    const todas = await database.db.select().from(questoes);
    for (const m of teoricas) {
      expect(todas.filter((q) => q.materiaId === m.id).length, m.nome).toBeGreaterThanOrEqual(15);
    }
    for (const q of todas) {
      expect(letrasDoTipo(q.tipo), `questão ${q.id}`).toContain(q.respostaCorreta);
      const alts = [q.alternativaA, q.alternativaB, q.alternativaC, q.alternativaD, q.alternativaE]
        .slice(0, letrasComTexto(q.tipo).length)
        .map((a) => (a ?? '').trim());
      expect(
        alts.every((a) => a.length > 0),
        `questão ${q.id}`,
      ).toBe(true);
      expect(new Set(alts).size, `questão ${q.id}`).toBe(letrasComTexto(q.tipo).length);
      expect(q.enunciado).toMatch(/^<p>/);
    }
    expect(new Set(todas.map((q) => q.enunciado)).size).toBe(todas.length);
    const letras = new Set(todas.map((q) => q.respostaCorreta));
    expect(letras.size).toBe(5);
  });

  it('shows every kind, source and explanation of issue 33: most questions from an exam and explained', async () => {
    const todas = await database.db.select().from(questoes);
    const teoricas = await database.db.select().from(materias).where(eq(materias.tipo, 'teorica'));
    for (const m of teoricas) {
      const daMateria = todas.filter((q) => q.materiaId === m.id);
      expect(
        daMateria.some((q) => q.tipo === 'multipla4'),
        m.nome,
      ).toBe(true);
    }
    expect(todas.filter((q) => q.tipo === 'certo_errado').length).toBeGreaterThanOrEqual(5);
    expect(todas.filter((q) => q.bancaId !== null).length / todas.length).toBeGreaterThan(0.5);
    expect(todas.filter((q) => q.comentario !== null).length / todas.length).toBeGreaterThan(0.5);
    expect(todas.some((q) => q.anulada)).toBe(true);
    expect(todas.some((q) => q.desatualizada)).toBe(true);
  });

  it("links every question to a lesson of the question's own subject", async () => {
    const rows = await database.db
      .select({ id: questoes.id, materiaId: questoes.materiaId, aulaMateriaId: aulasDaMateria.materiaId })
      .from(questoes)
      .leftJoin(aulasDaMateria, eq(aulasDaMateria.id, questoes.aulaId));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.aulaMateriaId, `questão ${r.id}`).toBe(r.materiaId);
  });

  it('creates the demo accounts with the expected subscription and admin state', async () => {
    const byEmail = async (email: string) => {
      const [u] = await database.db.select().from(users).where(eq(users.email, email));
      if (!u) throw new Error(`${email} ausente`);
      return u;
    };
    const now = Date.now();

    const aluno = await byEmail(DEMO_ACCOUNTS.aluno);
    expect(aluno.dataExpiracao).toBeNull();
    expect(aluno.isAdmin).toBe(false);

    const assinante = await byEmail(DEMO_ACCOUNTS.assinante);
    expect(assinante.isAdmin).toBe(false);
    expect(assinante.dataExpiracao!.getTime()).toBeGreaterThan(now + 179 * DAY_MS);

    const admin = await byEmail(DEMO_ACCOUNTS.admin);
    expect(admin.isAdmin).toBe(true);
    expect(admin.dataExpiracao!.getTime()).toBeGreaterThan(now + 364 * DAY_MS);

    for (const u of [aluno, assinante, admin]) {
      const [conta] = await database.db.select().from(accounts).where(eq(accounts.userId, u.id));
      expect(conta?.providerId).toBe('credential');
      expect(conta?.accountId).toBe(u.id);
    }
    const [contaAluno] = await database.db.select().from(accounts).where(eq(accounts.userId, aluno.id));
    expect(await verifyPassword({ hash: contaAluno!.password!, password: DEMO_PASSWORD })).toBe(true);
  });

  it('gives the demo subscriber finished simulados, saved as the app saves them and dated in the past days', async () => {
    const [assinante] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.assinante));
    const feitos = await database.db
      .select({
        materia: materias.nome,
        data: simulados.data,
        nota: simulados.nota,
        acertos: simulados.acertos,
        acertosSemEspiar: simulados.acertosSemEspiar,
        questoes: simulados.questoesRespondidas,
      })
      .from(simulados)
      .innerJoin(materias, eq(materias.id, simulados.materiaId))
      .where(eq(simulados.userId, assinante!.id))
      .orderBy(asc(simulados.data));
    expect(
      feitos.map(({ data, ...resto }) => ({ ...resto, diasAtras: Math.round((Date.now() - data.getTime()) / DAY_MS) })),
    ).toEqual([
      { materia: 'Matemática', nota: 7, acertos: 7, acertosSemEspiar: 6, questoes: 10, diasAtras: 9 },
      { materia: 'Direito Administrativo', nota: 8, acertos: 8, acertosSemEspiar: 8, questoes: 10, diasAtras: 5 },
      { materia: 'Legislação Institucional PM', nota: 6, acertos: 6, acertosSemEspiar: 5, questoes: 10, diasAtras: 2 },
    ]);
    // Every answer's status carries its simulado's date, so 'Revisar hoje' and the history agree.
    const status = await database.db.select().from(questoesStatus).where(eq(questoesStatus.userId, assinante!.id));
    expect(status).toHaveLength(30);
    const datas = new Set(feitos.map((f) => f.data.getTime()));
    for (const s of status) expect(datas.has(s.respondidaEm.getTime()), `questão ${s.questaoId}`).toBe(true);
    // Wrong (9) and peeked (2) answers became review cards, planned at their simulado's date: due by now.
    const cartoes = await database.db.select().from(revisaoCartoes).where(eq(revisaoCartoes.userId, assinante!.id));
    expect(cartoes).toHaveLength(11);
    for (const c of cartoes) expect(c.due.getTime()).toBeLessThanOrEqual(Date.now());
    // The honest counters of 'Onde estou': answered, and right without a peek.
    const desempenho = await database.db
      .select({
        materia: materias.nome,
        respondidas: desempenhoMaterias.respondidas,
        acertos: desempenhoMaterias.acertos,
      })
      .from(desempenhoMaterias)
      .innerJoin(materias, eq(materias.id, desempenhoMaterias.materiaId))
      .where(eq(desempenhoMaterias.userId, assinante!.id))
      .orderBy(asc(materias.nome));
    expect(desempenho).toEqual([
      { materia: 'Direito Administrativo', respondidas: 10, acertos: 8 },
      { materia: 'Legislação Institucional PM', respondidas: 10, acertos: 5 },
      { materia: 'Matemática', respondidas: 10, acertos: 6 },
    ]);
    // Only the subscriber: the other demo student still starts from the empty states.
    const [aluno] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.aluno));
    expect(await database.db.select().from(simulados).where(eq(simulados.userId, aluno!.id))).toEqual([]);
  });

  it('gives the demo subscriber a caderno of questions they may open, its count kept, and a note', async () => {
    const [assinante] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.assinante));
    const [caderno, ...outros] = await database.db.select().from(cadernos).where(eq(cadernos.userId, assinante!.id));
    expect(outros).toEqual([]);
    const salvas = await database.db
      .select({ id: questoes.id })
      .from(cadernoQuestoes)
      .innerJoin(questoes, eq(questoes.id, cadernoQuestoes.questaoId))
      .where(eq(cadernoQuestoes.cadernoId, caderno!.id));
    expect(salvas.length).toBeGreaterThanOrEqual(3);
    expect(caderno!.questoes).toBe(salvas.length);
    const notes = await database.db.select().from(anotacoes).where(eq(anotacoes.userId, assinante!.id));
    expect(notes.map((a) => salvas.some((q) => q.id === a.questaoId))).toEqual([true]);
  });

  it('gives every user a credential account and keeps the notas in range', async () => {
    const todos = await database.db.select().from(users);
    const contas = await database.db.select().from(accounts);
    expect(todos.length).toBeGreaterThanOrEqual(15);
    expect(new Set(contas.map((c) => c.userId))).toEqual(new Set(todos.map((u) => u.id)));
    const lista = await database.db.select().from(notas);
    const limite = Date.now() - 91 * DAY_MS;
    for (const n of lista) {
      expect(n.nota).toBeGreaterThanOrEqual(0);
      expect(n.nota).toBeLessThanOrEqual(10);
      expect(Math.round(n.nota * 100) / 100).toBe(n.nota);
      expect(new Date(n.data).getTime()).toBeGreaterThan(limite);
    }
  });

  it('ranks at least 8 visible students with grades in both modules on edital 01/2025', async () => {
    const [edital] = await database.db.select().from(editais).where(eq(editais.numero, '01/2025'));
    const rows = await database.db
      .select()
      .from(rankingView)
      .where(
        and(
          eq(rankingView.editalId, edital!.id),
          eq(rankingView.showInRanking, true),
          isNotNull(rankingView.mediaBasico),
          isNotNull(rankingView.mediaEspecifico),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const nomes = rows.map((r) => r.nome);
    expect(nomes).toContain('Aluno Demonstração');
    expect(nomes).toContain('Assinante Demonstração');
  });

  it('points every question image at a file under public/', async () => {
    const imagens = await database.db
      .select({ url: questoes.imagemUrl })
      .from(questoes)
      .where(isNotNull(questoes.imagemUrl));
    expect(imagens.length).toBeGreaterThanOrEqual(3);
    for (const { url } of imagens) {
      expect(url).toMatch(/^\/demo\//);
      expect(existsSync(`${PUBLIC_DIR}${url}`), url!).toBe(true);
    }
  });

  it('keeps every summary PDF in the database, served only through the checked URL, never from public/', async () => {
    const rows = await database.db
      .select({ id: resumos.id, url: resumos.url, arquivo: arquivos })
      .from(resumos)
      .leftJoin(arquivos, eq(arquivos.id, resumos.arquivoId));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const { id, url, arquivo } of rows) {
      expect(url).toBe(`/api/resumos/${id}/pdf`);
      expect(arquivo?.tipo).toBe('resumo_pdf');
      expect(arquivo?.mime).toBe('application/pdf');
      expect(arquivo?.userId).toBeNull();
      const bytes = Buffer.from(arquivo!.dados);
      expect(bytes.byteLength).toBe(arquivo?.tamanho);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
    expect(existsSync(`${PUBLIC_DIR}/demo/resumos`)).toBe(false);
    // A few carry the description the admin form edits, already within the HTML allow-list.
    const descricoes = await database.db.select({ descricao: resumos.descricao }).from(resumos);
    const comDescricao = descricoes.flatMap((r) => (r.descricao ? [r.descricao] : []));
    expect(comDescricao.length).toBeGreaterThanOrEqual(2);
    for (const d of comDescricao) expect(await sanitizeQuestionHtml(d)).toBe(d);
  });

  it('gives the demo student reports in two statuses, and the admin one report of each status', async () => {
    const rows = await database.db
      .select({ status: questaoReports.status, email: users.email })
      .from(questaoReports)
      .innerJoin(users, eq(users.id, questaoReports.userId));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['pendente', 'em_analise', 'resolvido', 'rejeitado']));
    expect(
      rows
        .filter((r) => r.email === DEMO_ACCOUNTS.aluno)
        .map((r) => r.status)
        .sort(),
    ).toEqual(['pendente', 'resolvido']);
  });
});

describe('the demo has a past for the admin overview', () => {
  it('spreads sign-ups over weeks and shows the subscribers’ Eduzz payments and one refund over 12 months', async () => {
    const visao = await getVisaoGeral(database.db, { periodo: '12m' });
    const semanasComCadastro = visao.novosAlunosPorSemana.filter((s) => s.valor > 0);
    expect(semanasComCadastro.length).toBeGreaterThanOrEqual(4);
    const contas = await database.db.select().from(users);
    expect(visao.novosAlunosPorSemana.reduce((soma, s) => soma + s.valor, 0)).toBe(contas.length);

    const pagos = await database.db.select().from(pagamentos);
    const subscribers = contas.filter((u) => !u.isAdmin && u.dataExpiracao !== null);
    expect(
      pagos
        .filter((p) => p.status === 'pago')
        .map((p) => p.userId)
        .sort(),
    ).toEqual(subscribers.map((u) => u.id).sort());
    for (const p of pagos) expect(p.pagoEm!.getTime()).toBeGreaterThan(Date.now() - 366 * DAY_MS);
    const meses = visao.pagamentos.filter((m) => m.pagamentos > 0);
    expect(meses.length).toBeGreaterThanOrEqual(3);
    expect(visao.pagamentos.reduce((soma, m) => soma + m.pagamentos, 0)).toBe(subscribers.length + 1);
    expect(visao.pagamentos.reduce((soma, m) => soma + m.reembolsos, 0)).toBe(1);
    // Every account existed before its first grade and its purchase.
    const byId = new Map(subscribers.map((u) => [u.id, u]));
    for (const p of pagos) {
      const u = byId.get(p.userId!);
      if (u) expect(u.createdAt.getTime()).toBeLessThan(p.pagoEm!.getTime());
    }
  });
});
