import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContent, setSubscription } from '../../tests/support/content.js';
import { MATRIX, urlOf } from '../../tests/support/route-matrix.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { rowsOf } from './db/client.js';
import { users } from './db/schema.js';
import { eq } from 'drizzle-orm';

// Issue 9 §2: bad input on every route of the matrix, sent by an admin with a subscription (so each
// request gets past every guard to the route's own validation): never a 5xx, never a stack trace or SQL
// text, a message in pt-BR, and a refused request changes nothing.

const CORPUS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'a\u0000b',
  '%00',
  '\u202E\uFEFF𝕏🙂\uD800',
  'x'.repeat(70_000),
  '../../etc/passwd',
  '{{7*7}}${7*7}',
  'NaN',
  '-1',
  '1e309',
  '9999999999999999999999',
  '2025-02-30',
  '25:99',
  '',
  ' ',
];
const FIELDS = [
  'materiaId',
  'nota',
  'data',
  'hora',
  'descricao',
  'comentario',
  'tipo',
  'quantidade',
  'respostas',
  'clientKey',
  'name',
  'nome',
  'email',
  'password',
  'status',
  'enunciado',
  'alternativas',
  'respostaCorreta',
  'aulaId',
  'moduloId',
  'sigla',
  'numero',
  'titulo',
  'url',
  'edital',
  'unidade',
  'qra',
  'whatsapp',
  'currentPassword',
  'newPassword',
  'token',
  'isFree',
  'ordem',
  'ativo',
  'dataExpiracao',
  'isAdmin',
];
const value = fc.oneof(
  fc.constantFrom(...CORPUS),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 2 }),
  // Not JSON at all, or cut short.
  fc.constantFrom('{"materiaId":', '{', 'null', '[]', '"texto"', 'NaN', '{"a":1}}'),
);
const id = fc.oneof(
  fc.integer(),
  fc.constantFrom(...CORPUS.filter((c) => c.length < 100)),
  fc.string({ maxLength: 20 }),
);
const query = fc.dictionary(
  fc.constantFrom('page', 'busca', 'materiaId', 'status', 'q', 'limite', 'aba'),
  fc.oneof(fc.string(), fc.constantFrom(...CORPUS.filter((c) => c.length < 100))),
  { maxKeys: 3 },
);

/** Words of the validation libraries' English messages that must never reach a user. */
const ENGLISH = /\b(?:expected|invalid input|required|received|must be|too (?:small|big)|unexpected|unrecognized)\b/i;

let t: TestApp;
let admin: ReturnType<TestApp['agent']>;
beforeAll(async () => {
  t = await createTestApp({ env: { EDUZZ_WEBHOOK_SECRET: 'segredo-do-webhook-de-teste', AUTH_RATE_LIMIT: '100000' } });
  await createContent(t.db, 3);
  admin = await t.signUp({ email: 'fuzz-admin@example.com', password: 'senha-do-fuzz-1' });
  await setSubscription(t.db, 'fuzz-admin@example.com', new Date(Date.now() + 30 * 86_400_000));
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.email, 'fuzz-admin@example.com'));
});
afterAll(async () => {
  await t?.close();
});

const TABLES = [
  'users',
  'accounts',
  'modulos',
  'materias',
  'aulas_da_materia',
  'questoes',
  'simulados',
  'respostas_usuario',
  'questao_estatisticas',
  'revisao_cartoes',
  'notas',
  'provas',
  'questao_comentarios',
  'questao_comentario_reacoes',
  'questao_reports',
  'unidades',
  'editais',
  'resumos',
  'arquivos',
  'ranking_medias',
  'desempenho_materias',
  'desempenho_editais',
  'pagamentos',
  'admin_auditoria',
];

/** A fingerprint of the data a refused request must not touch (sessions and rate-limit counters may move). */
async function fingerprint(): Promise<string> {
  const parts = TABLES.map(
    (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`,
  );
  const result = await t.db.execute(sql.raw(`select ${parts.join(" || ':' || ")} as f`));
  return rowsOf<{ f: string }>(result)[0]!.f;
}

/** A URL cannot carry a lone UTF-16 surrogate (encodeURIComponent throws): the browser would send U+FFFD. */
const inUrl = (text: string) => text.replace(/[\uD800-\uDFFF]/g, '\uFFFD');

function send(method: string, url: string, payload: unknown) {
  if (method === 'GET') return admin.get(url);
  if (method === 'DELETE') return admin.delete(url);
  if (method === 'PUT') return admin.put(url, payload);
  if (method === 'PATCH') return admin.patch(url, payload);
  return admin.post(url, payload);
}

describe('bad input on every route', () => {
  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const [method, pattern] = key.split(' ') as [string, string];
    await fc.assert(
      fc.asyncProperty(id, body, query, async (idValue, payload, params) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        const url = urlOf(pattern, encodeURIComponent(inUrl(String(idValue)))) + (search ? `?${search}` : '');
        const before = await fingerprint();
        const res = await send(method, url, payload);
        const text = await res.text();
        expect(res.status, `${key} ${url}: ${text.slice(0, 300)}`).toBeLessThan(500);
        expect(text).not.toMatch(/\bat .+\.(?:ts|js|mjs):\d+|\bselect .+ from |\binsert into\b|syntax error/i);
        if (res.headers.get('content-type')?.includes('application/json') && res.status >= 400) {
          const refusal = JSON.parse(text) as { message?: string; fields?: Record<string, string> };
          const said = [refusal.message ?? '', ...Object.values(refusal.fields ?? {})].join(' ');
          expect(said, `${key}: ${said}`).not.toMatch(ENGLISH);
          expect(await fingerprint(), `${key} ${url} was refused (${res.status}) but changed data`).toBe(before);
        }
      }),
      { numRuns: 25, seed: 20261125 },
    );
  });
});
