import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.js';
import { listenApp } from '../../tests/support/http-server.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { API_COMPRESSION_THRESHOLD, negotiateEncoding } from './api-compression.js';
import { createApp } from './app.js';
import { users } from './db/schema.js';
import { saveArquivo } from './storage/arquivos.js';

// A small build as vite writes it: index.html, a hashed script big enough to compress, a tiny hashed
// file that is not worth it, and an unhashed file from public/.
const SCRIPT = `export const perguntas = [${Array.from({ length: 400 }, (_, i) => `"questão ${i}"`).join(',')}];\n`;
const INDEX_HTML = `<!doctype html><html lang="pt-BR"><head><title>Bizu</title>${'<meta name="x" content="y">'.repeat(60)}<script type="module" src="/assets/index-AbC123xy.js"></script></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dir: string;
// The app as a process serves it: the HTTP server adds the API's `no-store` and `Vary` (default-headers.ts).
let server: Awaited<ReturnType<typeof listenApp>>;
let made: string[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  dir = await mkdtemp(path.join(tmpdir(), 'bizu-static-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'index-AbC123xy.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets', 'tiny-Zz9Yy8Xx.js'), 'export const a = 1;\n');
  await writeFile(path.join(dir, 'robots.txt'), `User-agent: *\n${'Disallow: /api/\n'.repeat(80)}`);
  made = (await precompressDir(dir)).map((f) => path.relative(dir, f));
  server = await listenApp(createApp(t.deps, { staticDir: dir }).app, t.env.appUrl);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  server.fetch(url, { headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

describe('build-time compression (scripts/precompress.ts)', () => {
  it('writes .br and .gz beside text files of 1 KB or more, and skips smaller ones', () => {
    expect(made).toEqual([
      'assets/index-AbC123xy.js.br',
      'assets/index-AbC123xy.js.gz',
      'index.html.br',
      'index.html.gz',
      'robots.txt.br',
      'robots.txt.gz',
    ]);
  });
});

describe('static files', () => {
  it('answers brotli when the browser accepts it, with Vary and the immutable cache of hashed files', async () => {
    const res = await get('/assets/index-AbC123xy.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('answers gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/index-AbC123xy.js', 'gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    for (const accept of [undefined, 'identity', 'deflate']) {
      const plain = await get('/assets/index-AbC123xy.js', accept);
      expect(plain.headers.get('content-encoding')).toBeNull();
      // A cache must still know this answer depends on the header.
      expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await plain.text()).toBe(SCRIPT);
    }
  });

  it('serves a small hashed file as it is, still immutable', async () => {
    const res = await get('/assets/tiny-Zz9Yy8Xx.js', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('export const a = 1;\n');
  });

  it('asks the browser to revalidate index.html, the SPA fallback and unhashed files on every use', async () => {
    for (const url of ['/', '/index.html', '/login', '/simulados/historico']) {
      const res = await get(url, 'br, gzip');
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(res.headers.get('content-encoding'), url).toBe('br');
      expect(res.headers.get('vary'), url).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-security-policy'), url).toContain("default-src 'self'");
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), url).toBe(INDEX_HTML);
    }
    const robots = await get('/robots.txt', 'gzip');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
    expect(robots.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers 404 for a hashed file this build does not have, instead of index.html', async () => {
    const res = await get('/assets/index-OldDeploy.js', 'br, gzip');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('never hands out the compressed copies as files of their own type', async () => {
    const res = await get('/assets/index-AbC123xy.js', 'br');
    expect(res.headers.get('content-type')).not.toMatch(/brotli|octet-stream/);
  });
});

describe('API responses', () => {
  let n = 0;
  async function signedIn(flags: { isAdmin?: boolean } = {}) {
    const email = `compressao${++n}@example.com`;
    await t.signUp({ email, password: 'senha-secreta' });
    if (flags.isAdmin) await t.db.update(users).set({ isAdmin: true }).where(eq(users.email, email));
    const a = await t.signIn(email, 'senha-secreta');
    return { cookie: a.cookie() };
  }
  // The seeded catalogue (every módulo, matéria and aula) is a JSON answer of several kilobytes.
  const LARGE = '/api/admin/catalogo';

  it('compresses a large JSON answer with the encoding the client prefers, and says Vary', async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const plain = await get(LARGE, undefined, { cookie });
    const json = await plain.text();
    expect(plain.status).toBe(200);
    expect(json.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    const br = await get(LARGE, 'gzip, deflate, br', { cookie });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(json);

    const gz = await get(LARGE, 'gzip', { cookie });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json);

    const refused = await get(LARGE, 'br;q=0, gzip;q=0', { cookie });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(json);
  });

  it('leaves a small JSON answer uncompressed', async () => {
    const res = await get('/api/session', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = await res.text();
    expect(body.length).toBeLessThan(API_COMPRESSION_THRESHOLD);
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(body));
  });

  it('keeps the status and JSON body of an error answer', async () => {
    const res = await get('/api/nao-existe', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('marks API JSON no-store unless the route chose its own caching', async () => {
    expect((await get('/api/config', 'br')).headers.get('cache-control')).toBe('no-store');
    const { cookie } = await signedIn();
    expect((await get('/api/simulados', 'br', { cookie })).headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the byte routes alone: an avatar keeps its length, type and year-long cache', async () => {
    const bytes = new Uint8Array(4096).map((_, i) => i % 7);
    const id = await saveArquivo(t.db, { tipo: 'avatar', mime: 'image/webp', dados: bytes });
    const res = await get(`/api/arquivos/avatar/${id}.webp`, 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe('4096');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
