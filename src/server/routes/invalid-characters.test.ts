import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { adminTestAgents } from '../../../tests/support/admin.js';
import { createContent } from '../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { notas, questaoComentarios, questaoReports, users } from '../db/schema.js';

// PostgreSQL cannot store a NUL character (U+0000) in text: before, a comment or report holding one was
// a database error answered with a 500. Every text of a body, query or path is checked once, centrally
// (routes/validate.ts), and refused with a pt-BR 400 before any query runs.

const NUL = '\u0000';
const refused = { code: 'INVALID_CHARACTERS', message: messages.textInvalidCharacters };

let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let content: Awaited<ReturnType<typeof createContent>>;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db, 3);
  agents = await adminTestAgents(t, 'nul');
});
afterAll(async () => {
  await t?.close();
});

async function rows(table: typeof questaoComentarios | typeof questaoReports | typeof notas) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

describe('a NUL character in a JSON body', () => {
  it.each([`Boa${NUL}questão`, NUL, `${NUL}   `])('refuses a comment %j (400) and stores nothing', async (text) => {
    const res = await agents.student.post(`/api/questoes/${content.freeQs[0]!.id}/comentarios`, { comentario: text });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refused);
    expect(await rows(questaoComentarios)).toBe(0);
  });

  it('refuses a report and a grade description with one, and stores nothing', async () => {
    const report = await agents.student.post(`/api/questoes/${content.freeQs[0]!.id}/reports`, {
      descricao: `Gabarito errado${NUL}`,
    });
    expect(report.status).toBe(400);
    expect(await report.json()).toMatchObject(refused);
    expect(await rows(questaoReports)).toBe(0);

    const nota = await agents.student.post('/api/notas', {
      materiaId: content.free.id,
      nota: 5,
      data: '2025-03-10',
      descricao: `x${NUL}y`,
    });
    expect(nota.status).toBe(400);
    expect(await nota.json()).toMatchObject(refused);
    expect(await rows(notas)).toBe(0);
  });

  it('refuses one in a profile field and keeps the profile', async () => {
    const res = await agents.student.put('/api/perfil', {
      nome: `Nome${NUL}`,
      whatsapp: null,
      editalId: null,
      unidadeId: null,
      qra: null,
      showInRanking: true,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refused);
    const [me] = await t.db.select({ nome: users.nome }).from(users).where(eq(users.email, 'nul-aluno@example.com'));
    expect(me?.nome).toBe('Aluno Teste');
  });

  it('refuses one in a nested value and in a key (admin question alternatives)', async () => {
    const res = await agents.admin.post('/api/admin/questoes', {
      materiaId: content.free.id,
      aulaId: null,
      enunciado: '<p>Enunciado</p>',
      alternativaA: 'a',
      alternativaB: `b${NUL}`,
      alternativaC: 'c',
      alternativaD: 'd',
      alternativaE: 'e',
      respostaCorreta: 'A',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refused);
    const key = await agents.student.post('/api/notas', { [`x${NUL}`]: 1 });
    expect(key.status).toBe(400);
    expect(await key.json()).toMatchObject(refused);
  });

  it('refuses one at sign-up (the auth routes validate through the same helper) and creates no account', async () => {
    const res = await t.agent().post('/api/auth/sign-up/email', {
      name: `Nova${NUL}`,
      email: 'nova-nul@example.com',
      password: 'senha-secreta',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refused);
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, 'nova-nul@example.com'));
    expect(Number(row?.n)).toBe(0);
  });
});

describe('a NUL character sent to Better Auth’s own endpoints', () => {
  // Sign-out is the only one the app uses whose body is not read through one of our schemas; Better
  // Auth's other endpoints are closed (auth/endpoints-in-use.ts).
  it('sign-out answers 400, not a database error', async () => {
    const res = await agents.student.post('/api/auth/sign-out', { token: `a${NUL}b` });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refused);
    expect((await agents.student.get('/api/me')).status).toBe(200);
  });

  it('a reset link whose token holds one leads to the page that says the link is invalid', async () => {
    const res = await t.agent().get('/api/auth/reset-password/a%00b?callbackURL=%2Fredefinir-senha');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/redefinir-senha\?error=INVALID_TOKEN$/);
  });
});

describe('a NUL character in the query string or the path', () => {
  it('refuses an admin search for one (400, not a database error)', async () => {
    const res = await agents.admin.get('/api/admin/questoes?q=a%00b');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refused);
  });

  it('answers a calendar feed token holding one as not found', async () => {
    const res = await t.agent().get('/api/calendario/a%00b.ics');
    expect(res.status).toBe(404);
  });
});
