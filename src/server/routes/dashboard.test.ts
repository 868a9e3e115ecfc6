import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../shared/schemas/dashboard.js';
import { editais, materias, modulos, notas, provas, simulados, users } from '../db/schema.js';
import { refreshRankingMedias } from '../services/ranking/refresh-ranking-medias.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let ids: { basico: number; especifico: number; edital: number; outroEdital: number };
const DAY = 24 * 3600 * 1000;
const daysFromNow = (d: number) => new Date(Date.now() + d * DAY);

beforeAll(async () => {
  t = await createTestApp();
  // SPEC §1: modulo 1 is the basic module, 2 the specific one.
  await t.db.insert(modulos).values([
    { id: 1, nome: 'Básico' },
    { id: 2, nome: 'Específico' },
  ]);
  const [basico, especifico] = await t.db
    .insert(materias)
    .values([
      { nome: 'Língua Portuguesa', moduloId: 1, isFree: true },
      { nome: 'Direito Penal Militar', moduloId: 2 },
    ])
    .returning();
  const [edital, outroEdital] = await t.db
    .insert(editais)
    .values([{ numero: '01/2025' }, { numero: '02/2025' }])
    .returning();
  ids = { basico: basico!.id, especifico: especifico!.id, edital: edital!.id, outroEdital: outroEdital!.id };
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
/** A signed-in student and their user id. */
async function student() {
  const email = `dash${++n}@example.com`;
  const agent = await t.signUp({ email, nome: `Aluno ${n}` });
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { agent, id: row!.id };
}

/** A student who never signs in, for the ranking around the one under test. */
async function peer(profile: { editalId: number | null; showInRanking?: boolean }) {
  const id = randomUUID();
  await t.db.insert(users).values({ id, nome: `Colega ${++n}`, email: `colega${n}@example.com`, ...profile });
  return id;
}

/** Writes notas as the notas service will: the ranking row in the same step. */
async function addNotas(userId: string, list: Array<{ materiaId: number; nota: number; data?: string }>) {
  await t.db.transaction(async (tx) => {
    await tx
      .insert(notas)
      .values(list.map((x) => ({ userId, materiaId: x.materiaId, nota: x.nota, data: x.data ?? '2025-01-01' })));
    await refreshRankingMedias(tx, userId);
  });
}

async function setProfile(userId: string, profile: { editalId?: number | null; showInRanking?: boolean }) {
  await t.db.transaction(async (tx) => {
    await tx.update(users).set(profile).where(eq(users.id, userId));
    await refreshRankingMedias(tx, userId);
  });
}

const dashboardOf = async (agent: Awaited<ReturnType<typeof student>>['agent']) => {
  const res = await agent.get('/api/dashboard');
  expect(res.status).toBe(200);
  return (await res.json()) as Dashboard;
};

describe('refusals', () => {
  it('answers 401 to an anonymous request', async () => {
    const res = await t.agent().get('/api/dashboard');
    expect(res.status).toBe(401);
  });
});

describe('a new student', () => {
  it('gets zeros, nulls and empty lists, and the ranking card says there is no edital', async () => {
    const { agent } = await student();
    expect(await dashboardOf(agent)).toEqual({
      nome: `Aluno ${n}`,
      assinatura: { dataExpiracao: null, diasRestantes: null },
      estatisticas: { mediaGeral: null, mediaBasico: null, mediaEspecifico: null, simulados: 0 },
      acertos: { questoes: 0, acertos: 0, erros: 0 },
      ranking: { classificado: false, motivo: 'sem_edital' },
      ultimasNotas: [],
      proximasProvas: [],
      ultimosSimulados: [],
    } satisfies Dashboard);
  });
});

describe('a student with history', () => {
  it('shows exactly their own numbers and lists, never another student’s', async () => {
    const me = await student();
    const other = await student();
    const expiry = daysFromNow(10);
    await t.db.update(users).set({ dataExpiracao: expiry }).where(eq(users.id, me.id));

    const sim = (userId: string, materiaId: number, nota: number, q: number, a: number, daysAgo: number) => ({
      userId,
      materiaId,
      nota,
      questoesRespondidas: q,
      acertos: a,
      // No peeks here: the honest counts (issue 27 §2) equal the grade's; posicao.test.ts has the peeks.
      acertosSemEspiar: a,
      data: daysFromNow(-daysAgo),
    });
    const mine = await t.db
      .insert(simulados)
      .values([
        sim(me.id, ids.basico, 8, 10, 8, 5),
        sim(me.id, ids.basico, 7, 10, 7, 4),
        sim(me.id, ids.basico, 6.5, 20, 13, 3),
        sim(me.id, ids.especifico, 5, 20, 10, 2),
        sim(me.id, ids.especifico, 4, 5, 2, 1),
      ])
      .returning({ id: simulados.id });
    // Another student's newer, better simulado must change nothing here.
    await t.db.insert(simulados).values(sim(other.id, ids.especifico, 10, 50, 50, 0));

    await addNotas(me.id, [
      { materiaId: ids.basico, nota: 8.5, data: '2025-01-10' },
      { materiaId: ids.especifico, nota: 7, data: '2025-02-01' },
      { materiaId: ids.basico, nota: 6, data: '2025-03-01' },
      { materiaId: ids.especifico, nota: 9, data: '2025-03-05' },
    ]);
    await addNotas(other.id, [{ materiaId: ids.basico, nota: 2, data: '2025-12-31' }]);

    const prova = (userId: string, materiaId: number, days: number, descricao: string | null = null) => ({
      userId,
      materiaId,
      titulo: materiaId === ids.basico ? 'Língua Portuguesa' : 'Direito Penal Militar',
      data: daysFromNow(days),
      descricao,
    });
    const [passada, p2, p10, p5] = await t.db
      .insert(provas)
      .values([
        prova(me.id, ids.basico, -1),
        prova(me.id, ids.especifico, 2, 'Prova do módulo específico'),
        prova(me.id, ids.basico, 10),
        prova(me.id, ids.basico, 5),
        prova(me.id, ids.especifico, 30),
      ])
      .returning();
    await t.db.insert(provas).values(prova(other.id, ids.basico, 1));

    const d = await dashboardOf(me.agent);
    expect(d.assinatura).toEqual({ dataExpiracao: expiry.toISOString(), diasRestantes: 10 });
    // (8 + 7 + 6.5 + 5 + 4) / 5 = 6.1; basic (8 + 7 + 6.5) / 3 = 7.17 → 7.2; specific (5 + 4) / 2 = 4.5.
    expect(d.estatisticas).toEqual({ mediaGeral: 6.1, mediaBasico: 7.2, mediaEspecifico: 4.5, simulados: 5 });
    expect(d.acertos).toEqual({ questoes: 65, acertos: 40, erros: 25 });

    expect(d.ultimosSimulados).toEqual([
      {
        id: mine[4]!.id,
        tipo: 'padrao',
        data: expect.any(String),
        nota: 4,
        questoesRespondidas: 5,
        acertos: 2,
        materia: { id: ids.especifico, nome: 'Direito Penal Militar' },
        cadernoNome: null,
      },
      expect.objectContaining({ id: mine[3]!.id, nota: 5 }),
      expect.objectContaining({ id: mine[2]!.id, nota: 6.5, materia: { id: ids.basico, nome: 'Língua Portuguesa' } }),
    ]);

    expect(d.ultimasNotas).toEqual([
      {
        id: expect.any(Number),
        nota: 9,
        data: '2025-03-05',
        descricao: null,
        materia: { id: ids.especifico, nome: 'Direito Penal Militar' },
      },
      expect.objectContaining({ nota: 6, data: '2025-03-01', materia: { id: ids.basico, nome: 'Língua Portuguesa' } }),
      expect.objectContaining({ nota: 7, data: '2025-02-01' }),
    ]);

    // From now on, soonest first; yesterday's prova and the other student's are not there.
    expect(d.proximasProvas.map((p) => p.id)).toEqual([p2!.id, p5!.id, p10!.id]);
    expect(d.proximasProvas).not.toContainEqual(expect.objectContaining({ id: passada!.id }));
    expect(d.proximasProvas[0]).toEqual({
      id: p2!.id,
      titulo: 'Direito Penal Militar',
      data: p2!.data.toISOString(),
      descricao: 'Prova do módulo específico',
      materia: { id: ids.especifico, nome: 'Direito Penal Militar' },
    });

    // And the other student sees only their own.
    const theirs = await dashboardOf(other.agent);
    expect(theirs.estatisticas).toEqual({ mediaGeral: 10, mediaBasico: null, mediaEspecifico: 10, simulados: 1 });
    expect(theirs.acertos).toEqual({ questoes: 50, acertos: 50, erros: 0 });
    expect(theirs.ultimasNotas.map((x) => x.nota)).toEqual([2]);
    expect(theirs.proximasProvas).toHaveLength(1);
    expect(theirs.ultimosSimulados).toHaveLength(1);
  });

  it('orders simulados of the same instant newest id first and shows at most three of each list', async () => {
    const me = await student();
    const at = daysFromNow(-1);
    const rows = await t.db
      .insert(simulados)
      .values([1, 2, 3, 4].map((nota) => ({ userId: me.id, materiaId: ids.basico, nota, data: at })))
      .returning({ id: simulados.id });
    await addNotas(
      me.id,
      [1, 2, 3, 4].map((nota) => ({ materiaId: ids.basico, nota, data: '2025-05-05' })),
    );
    const d = await dashboardOf(me.agent);
    expect(d.ultimosSimulados.map((s) => s.id)).toEqual([rows[3]!.id, rows[2]!.id, rows[1]!.id]);
    expect(d.ultimasNotas.map((x) => x.nota)).toEqual([4, 3, 2]);
    expect(d.estatisticas.simulados).toBe(4);
  });
});

describe('ranking card', () => {
  it('says why there is no position: no edital, hidden, or no notas in both modules', async () => {
    const me = await student();
    await addNotas(me.id, [{ materiaId: ids.basico, nota: 9 }]);
    expect((await dashboardOf(me.agent)).ranking).toEqual({ classificado: false, motivo: 'sem_edital' });

    await setProfile(me.id, { editalId: ids.edital });
    expect((await dashboardOf(me.agent)).ranking).toEqual({ classificado: false, motivo: 'sem_notas' });

    await addNotas(me.id, [{ materiaId: ids.especifico, nota: 9 }]);
    expect((await dashboardOf(me.agent)).ranking).toMatchObject({ classificado: true });

    await setProfile(me.id, { showInRanking: false });
    expect((await dashboardOf(me.agent)).ranking).toEqual({ classificado: false, motivo: 'oculto' });
  });

  it('places the student among the visible, fully graded students of their edital; ties share a place', async () => {
    // A fresh edital so the students of the other tests do not count.
    const [edital] = await t.db.insert(editais).values({ numero: '99/2025' }).returning();
    const editalId = edital!.id;
    const both = (b: number, e: number) => [
      { materiaId: ids.basico, nota: b },
      { materiaId: ids.especifico, nota: e },
    ];
    const first = await peer({ editalId });
    await addNotas(first, both(9, 9)); // 9.00
    const tiedA = await student();
    await setProfile(tiedA.id, { editalId });
    await addNotas(tiedA.id, both(8, 8)); // 8.00
    const tiedB = await student();
    await setProfile(tiedB.id, { editalId });
    await addNotas(tiedB.id, both(7, 9)); // 8.00
    const me = await student();
    await setProfile(me.id, { editalId });
    await addNotas(me.id, [...both(8.5, 7), ...both(6, 9)]); // basic 7.25, specific 8 → 7.63 (2 decimals)

    // Not counted: hidden, another edital, only one module.
    await addNotas(await peer({ editalId, showInRanking: false }), both(10, 10));
    await addNotas(await peer({ editalId: ids.outroEdital }), both(10, 10));
    await addNotas(await peer({ editalId }), [{ materiaId: ids.basico, nota: 10 }]);

    expect((await dashboardOf(me.agent)).ranking).toEqual({ classificado: true, posicao: 4, total: 4, media: 7.63 });
    expect((await dashboardOf(tiedA.agent)).ranking).toEqual({ classificado: true, posicao: 2, total: 4, media: 8 });
    expect((await dashboardOf(tiedB.agent)).ranking).toEqual({ classificado: true, posicao: 2, total: 4, media: 8 });

    // A better nota moves the student up at once (the ranking row is written with the nota).
    await addNotas(me.id, both(10, 10)); // basic (8.5+6+10)/3 = 8.17, specific (7+9+10)/3 = 8.67 → 8.42
    expect((await dashboardOf(me.agent)).ranking).toEqual({ classificado: true, posicao: 2, total: 4, media: 8.42 });
    expect((await dashboardOf(tiedA.agent)).ranking).toMatchObject({ posicao: 3 });
  });
});
