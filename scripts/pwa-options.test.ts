import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from './pwa-options.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Workbox's glob semantics are not ours to re-implement: check the patterns on names a build writes. */
function matches(pattern: RegExp, name: string) {
  return pattern.test(name);
}

describe('the offline app’s options (decision 0042)', () => {
  const workbox = pwaOptions.workbox ?? {};

  it('never lets the worker skip waiting or claim open pages (a deploy waits for the next visit)', () => {
    expect(pwaOptions.registerType).toBe('prompt');
    expect(pwaOptions.injectRegister).toBe(false);
    expect(workbox.skipWaiting).toBe(false);
    expect(workbox.clientsClaim).toBe(false);
  });

  it('caches no API answer and answers no /api/ navigation with the shell', () => {
    expect(workbox.runtimeCaching ?? []).toEqual([]);
    const denied = workbox.navigateFallbackDenylist ?? [];
    for (const path of ['/api/session', '/api/simulados', '/api', '/demo/questoes/a.png']) {
      expect(
        denied.some((d) => matches(d, path)),
        path,
      ).toBe(true);
    }
    for (const path of ['/simulados/realizar/3', '/dashboard', '/apiarios']) {
      expect(
        denied.some((d) => matches(d, path)),
        path,
      ).toBe(false);
    }
    expect(workbox.navigateFallback).toBe('/index.html');
  });

  it('precaches the shell but not the precompressed copies nor the demo content', () => {
    expect(workbox.globIgnores).toEqual(expect.arrayContaining(['**/*.br', '**/*.gz', 'demo/**']));
    expect(workbox.globPatterns?.join(' ')).toMatch(/js.*css.*html/);
  });

  it('describes an installable pt-BR app with its icons, which exist at their sizes', async () => {
    const manifest = pwaOptions.manifest;
    if (!manifest) throw new Error('no manifest');
    expect(manifest).toMatchObject({ name: 'Bizu', short_name: 'Bizu', lang: 'pt-BR', display: 'standalone' });
    expect(manifest.start_url).toBe('/dashboard');
    const icons = manifest.icons ?? [];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const meta = await sharp(await readFile(`${root}public${icon.src}`)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
  });
});
