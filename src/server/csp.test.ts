import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaContentSecurityPolicy } from './csp.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bizu-csp-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('spaContentSecurityPolicy', () => {
  it('allows exactly the inline scripts of index.html by hash, and nothing inline otherwise', async () => {
    const inline =
      "\n  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');\n";
    await writeFile(
      path.join(dir, 'index.html'),
      `<html><head><script>${inline}</script><script type="module" src="/a.js"></script></head></html>`,
    );
    const csp = spaContentSecurityPolicy(dir);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
