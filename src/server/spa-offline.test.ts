import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.js';
import { listenApp } from '../../tests/support/http-server.js';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { createApp } from './app.js';

// The files vite-plugin-pwa adds to a build (scripts/pwa-options.ts): the worker, Workbox's runtime
// and the web app manifest, each big enough to be precompressed as the real ones are.
const SW = `define(["./workbox-abc123"],function(s){s.precacheAndRoute([${'{url:"assets/a.js",revision:null},'.repeat(60)}])});\n`;
const WORKBOX = `define(["exports"],function(t){${'t.x=1;'.repeat(400)}});\n`;
const MANIFEST = JSON.stringify({ name: 'Bizu', short_name: 'Bizu', description: 'x'.repeat(1200), icons: [] });
const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>';

let t: TestApp;
let dir: string;
let server: Awaited<ReturnType<typeof listenApp>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  dir = await mkdtemp(path.join(tmpdir(), 'bizu-offline-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'sw.js'), SW);
  await writeFile(path.join(dir, 'workbox-abc123.js'), WORKBOX);
  await writeFile(path.join(dir, 'manifest.webmanifest'), MANIFEST);
  await writeFile(path.join(dir, 'pwa-192x192.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  await precompressDir(dir);
  server = await listenApp(createApp(t.deps, { staticDir: dir }).app, t.env.appUrl);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the offline app’s files (decision 0042)', () => {
  it('serves the service worker as JavaScript, checked with the server on every use (a deploy is seen at the next visit)', async () => {
    for (const file of ['/sw.js', '/workbox-abc123.js']) {
      const res = await server.fetch(file, { headers: { 'accept-encoding': 'br', 'service-worker': 'script' } });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toMatch(/^(?:text|application)\/javascript/);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
      expect(res.headers.get('content-encoding'), file).toBe('br');
      expect(res.headers.get('vary'), file).toMatch(/accept-encoding/i);
    }
  });

  it('serves the manifest as application/manifest+json with no-cache, and the icons', async () => {
    const res = await server.fetch('/manifest.webmanifest', { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(await res.text())).toMatchObject({ name: 'Bizu', short_name: 'Bizu' });

    const icon = await server.fetch('/pwa-192x192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('lets the page register a worker and read a manifest from our origin only', async () => {
    const res = await server.fetch('/dashboard');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toMatch(/worker-src[^;]*(?:blob:|data:|\*|https:)/);
    // The worker's own fetches run under the policy its script came with.
    expect((await server.fetch('/sw.js')).headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  it('never answers an unknown /api/ path with the app shell (the worker leaves /api/ to the network too)', async () => {
    const res = await server.fetch('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});
