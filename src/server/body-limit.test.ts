import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import { createContent } from '../../tests/support/content.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../tests/support/test-app.js';
import { notas, questaoComentarios } from './db/schema.js';

// The API reads at most 1 MB of a request body (the upload routes have larger limits of their own, with
// their own messages, tested beside them). A bigger body is 413 Payload Too Large with a pt-BR message,
// whether or not it declares its length — not a 400 that blames the fields — and changes nothing.

let t: TestApp;
let student: ReturnType<TestApp['agent']>;
let questaoId: number;
let materiaId: number;
beforeAll(async () => {
  t = await createTestApp();
  const content = await createContent(t.db, 3);
  questaoId = content.freeQs[0]!.id;
  materiaId = content.free.id;
  student = await t.signUp({ email: 'grande@example.com' });
});
afterAll(async () => {
  await t?.close();
});

const tooLarge = { code: 'BODY_TOO_LARGE', message: messages.bodyTooLarge };
const MB = 1024 * 1024;

async function rows(table: typeof notas | typeof questaoComentarios) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** A JSON body of about `bytes`, declared with Content-Length or streamed without it. */
function post(url: string, body: string, declared: boolean) {
  const cookie = student.cookie();
  const bytes = new TextEncoder().encode(body);
  return t.app.request(url, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      'content-type': 'application/json',
      ...(declared ? { 'content-length': String(bytes.length) } : {}),
    },
    body: declared
      ? bytes
      : new ReadableStream({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
            controller.close();
          },
        }),
    ...(declared ? {} : { duplex: 'half' }),
  } as RequestInit);
}

describe('a body over 1 MB', () => {
  it.each([
    ['declared', true],
    ['streamed', false],
  ])('is 413 with a pt-BR message (%s length), and nothing is saved', async (_name, declared) => {
    const descricao = 'x'.repeat(2 * MB);
    const nota = await post(
      '/api/notas',
      JSON.stringify({ materiaId, nota: 5, data: '2025-03-10', descricao }),
      declared,
    );
    expect(nota.status).toBe(413);
    expect(await nota.json()).toEqual(tooLarge);
    const comentario = await post(
      `/api/questoes/${questaoId}/comentarios`,
      JSON.stringify({ comentario: 'y'.repeat(2 * MB) }),
      declared,
    );
    expect(comentario.status).toBe(413);
    expect(await comentario.json()).toEqual(tooLarge);
    expect(await rows(notas)).toBe(0);
    expect(await rows(questaoComentarios)).toBe(0);
  });

  it('a body just under the limit reaches validation, which names the field (400)', async () => {
    const res = await post(
      `/api/questoes/${questaoId}/comentarios`,
      JSON.stringify({ comentario: 'z'.repeat(MB - 100) }),
      true,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', message: messages.textTooLong });
  });
});
