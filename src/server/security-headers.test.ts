import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApp } from '../../tests/support/http-server.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { createApp } from './app.js';
import type { AppEnv } from './context.js';
import { defaultHeadersFor } from './default-headers.js';
import { setRequestId } from './http-server.js';

/** The header lines of an answer exactly as sent: [name, value] in order, repeats included. */
function rawHeaders(url: string): Promise<Array<[string, string]>> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      const raw = res.rawHeaders;
      res.resume();
      res.on('end', () =>
        resolve(raw.flatMap((v, i) => (i % 2 ? [] : [[v.toLowerCase(), raw[i + 1]!] as [string, string]]))),
      );
    }).on('error', reject);
  });
}

// The headers as a browser receives them, from the server every process runs (http-server.ts): no
// framing said the same way twice, an API answer is never a document to render, and HSTS only where
// it means something.

let t: TestApp;
let dir: string;
let http: Awaited<ReturnType<typeof listenApp>>;
let https: Awaited<ReturnType<typeof listenApp>>;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'bizu-headers-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Bizu</title></head></html>');
  const app = createApp(t.deps, { staticDir: dir }).app;
  http = await listenApp(app, 'http://localhost:3000');
  https = await listenApp(app, 'https://bizu.example.com');
});
afterAll(async () => {
  await http?.close();
  await https?.close();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('forbid framing with X-Frame-Options DENY, as the pages’ frame-ancestors does', async () => {
    for (const url of ['/login', '/api/config', '/api/nao-existe']) {
      const res = await fetch(`${http.base}${url}`);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('permissions-policy'), url).toContain('camera=()');
    }
    expect((await fetch(`${http.base}/login`)).headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('give every /api answer a CSP that forbids everything, and leave the pages their own', async () => {
    for (const url of ['/api/config', '/api/me', '/api/nao-existe', '/api/auth/error?error=x']) {
      const res = await fetch(`${http.base}${url}`);
      expect(res.headers.get('content-security-policy'), url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const page = await fetch(`${http.base}/login`);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
  });

  it('send HSTS only when the app is served over https', async () => {
    expect((await fetch(`${http.base}/api/config`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${http.base}/login`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${https.base}/api/config`)).headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('send each header once, the app’s own winning over a default, and the request id', async () => {
    const app = new Hono<AppEnv>()
      .get('/api/propria', (c) => {
        c.header('Cache-Control', 'private, max-age=60');
        c.header('X-Frame-Options', 'SAMEORIGIN');
        return c.json({ ok: true });
      })
      .get('/api/nua', (c) => {
        setRequestId(c.env.outgoing, 'pedido-1');
        // Straight onto Node's response, as a byte route may answer.
        c.env.outgoing!.writeHead(200, [
          ['content-type', 'text/plain'],
          ['Vary', 'Origin'],
        ]);
        c.env.outgoing!.end('x');
        return new Response(null, { headers: { 'x-hono-already-sent': '1' } });
      })
      .get('/pagina', (c) => c.text('p'));
    const server = await listenApp(app, 'http://localhost:3000');
    try {
      const expected = defaultHeadersFor('http://localhost:3000');
      const own = await rawHeaders(`${server.base}/api/propria`);
      const names = own.map(([name]) => name);
      expect(names.length, names.join()).toBe(new Set(names).size);
      const value = (name: string) => own.find(([n]) => n === name)?.[1];
      expect(value('cache-control')).toBe('private, max-age=60');
      expect(value('x-frame-options')).toBe('SAMEORIGIN');
      for (const [name, v] of expected('/api/propria'))
        if (name !== 'cache-control' && name !== 'x-frame-options') expect(value(name), name).toBe(v);

      const bare = await rawHeaders(`${server.base}/api/nua`);
      const bareNames = bare.map(([name]) => name);
      expect(bareNames.length, bareNames.join()).toBe(new Set(bareNames).size);
      expect(bare).toContainEqual(['vary', 'Origin']);
      expect(bare).toContainEqual(['x-request-id', 'pedido-1']);
      expect(bare).toContainEqual(['content-security-policy', "default-src 'none'; frame-ancestors 'none'"]);

      const page = await rawHeaders(`${server.base}/pagina`);
      expect(page.map(([name]) => name)).not.toContain('cache-control');
      for (const [name, v] of expected('/pagina')) expect(page, name).toContainEqual([name, v]);
    } finally {
      await server.close();
    }
  });

  it('leave the answers of any other server of the process as Node writes them', async () => {
    // The app's server is running (beforeAll): its head step is installed on Node's responses.
    const other = createServer((_req, res) => {
      setRequestId(res, 'outro-1');
      res.writeHead(200, { 'content-type': 'text/plain' }).end('x');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = other.address() as AddressInfo;
      const head = await rawHeaders(`http://127.0.0.1:${port}/api/config`);
      const names = head.map(([name]) => name);
      expect(names.sort()).toEqual([
        'connection',
        'content-type',
        'date',
        'keep-alive',
        'transfer-encoding',
        'x-request-id',
      ]);
      expect(head).toContainEqual(['x-request-id', 'outro-1']);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('refuse to write a request id that is not a plain token into the head', () => {
    expect(() => setRequestId({} as never, 'a\r\nset-cookie: x=1')).toThrow();
  });
});
