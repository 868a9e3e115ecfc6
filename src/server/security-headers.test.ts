import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApp } from '../../tests/support/http-server.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { createApp } from './app.js';

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
});
