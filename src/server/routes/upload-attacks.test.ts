import { count, eq } from 'drizzle-orm';
import { crc32, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { Me } from '../../shared/schemas/me.js';
import { arquivos, notas, resumos } from '../db/schema.js';
import { adminTestAgents } from '../../../tests/support/admin.js';
import { createContent } from '../../../tests/support/content.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.js';

// Issue 9 §2, uploads: what an attacker sends instead of a photo or a PDF. Decompression bombs, archives,
// pixel floods and polyglots are refused or made harmless, quickly, and nothing half-stored remains.

let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let content: Awaited<ReturnType<typeof createContent>>;
type Agent = ReturnType<TestApp['agent']>;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'ataque');
  content = await createContent(t.db, 1);
});
afterAll(async () => {
  await t?.close();
});

function fileForm(field: string, bytes: Uint8Array, name: string, type: string, extra = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.set(k, String(v));
  form.set(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return form;
}
const uploadAvatar = (a: Agent, bytes: Uint8Array, name = 'foto.png', type = 'image/png') =>
  a.upload('/api/perfil/avatar', fileForm('avatar', bytes, name, type));
const uploadResumo = (bytes: Uint8Array, name = 'resumo.pdf') =>
  agents.admin.upload(
    '/api/admin/resumos',
    fileForm('arquivo', bytes, name, 'application/pdf', { materiaId: content.free.id }),
  );

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares `width`×`height` 1-bit grey pixels, with `rows` rows of zeros as its data. */
function pngDeclaring(width: number, height: number, rows: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rowBytes = 1 + Math.ceil(width / 8); // a filter byte, then the packed pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(rowBytes * rows), { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A ZIP archive holding one file of `size` zero bytes, deflated (a few KB for many MB). */
function zipBomb(size: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const name = Buffer.from('foto.png');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(data.byteLength, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.byteLength, 26);
  return Buffer.concat([header, name, data]);
}

const me = async (a: Agent) => (await (await a.get('/api/me')).json()) as Me;
async function storedFiles() {
  const [row] = await t.db.select({ n: count() }).from(arquivos);
  return Number(row?.n ?? 0);
}

describe('avatar uploads', () => {
  it('refuses a pixel flood: a tiny PNG declaring 100,000 × 100,000 pixels', async () => {
    const a = await t.signUp({ email: 'flood@example.com' });
    const before = await storedFiles();
    const bomb = pngDeclaring(100_000, 100_000, 4);
    expect(bomb.byteLength).toBeLessThan(1_000);
    const res = await uploadAvatar(a, bomb);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'AVATAR_INVALID', message: messages.avatarInvalid });
    expect((await me(a)).avatarUrl).toBeNull();
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a decodable decompression bomb: a few KB that would be 49 megapixels', async () => {
    const a = await t.signUp({ email: 'bomba-png@example.com' });
    const before = await storedFiles();
    const bomb = pngDeclaring(7_000, 7_000, 7_000);
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    // The file is a real image, which the decoder could read: only its size refuses it.
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(7_000);
    const res = await uploadAvatar(a, bomb);
    expect(res.status).toBe(400);
    expect((await me(a)).avatarUrl).toBeNull();
    expect(await storedFiles()).toBe(before);
  });

  it('refuses archives and compressed streams that unpack to 50 MB, without unpacking them', async () => {
    const a = await t.signUp({ email: 'bomba-zip@example.com' });
    const before = await storedFiles();
    const fifty = 50 * 1024 * 1024;
    for (const [what, bytes, name] of [
      ['a ZIP bomb', zipBomb(fifty), 'foto.png'],
      ['a gzip bomb', gzipSync(Buffer.alloc(fifty), { level: 9 }), 'foto.jpg'],
    ] as const) {
      expect(bytes.byteLength, what).toBeLessThan(200 * 1024);
      const res = await uploadAvatar(a, bytes, name, 'image/png');
      expect(res.status, what).toBe(400);
    }
    expect((await me(a)).avatarUrl).toBeNull();
    expect(await storedFiles()).toBe(before);
  });

  it('serves a GIF carrying an HTML page only as a re-encoded WebP, without the page', async () => {
    const a = await t.signUp({ email: 'poliglota@example.com' });
    const gif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await uploadAvatar(a, polyglot, 'foto.gif', 'image/gif');
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    const served = await t.agent().get(avatarUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
  });
});

describe('resumo PDF uploads', () => {
  it('refuses a ZIP bomb and a gzip bomb named .pdf, storing nothing', async () => {
    const before = { files: await storedFiles(), resumos: (await t.db.select().from(resumos)).length };
    for (const bytes of [zipBomb(50 * 1024 * 1024), gzipSync(Buffer.alloc(50 * 1024 * 1024), { level: 9 })]) {
      const res = await uploadResumo(bytes);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'RESUMO_PDF_INVALIDO' });
    }
    expect({ files: await storedFiles(), resumos: (await t.db.select().from(resumos)).length }).toEqual(before);
  });

  it('serves a PDF that also holds an HTML page only as a PDF the browser may not sniff', async () => {
    const polyglot = new TextEncoder().encode(
      '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n',
    );
    const res = await uploadResumo(polyglot);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const served = await agents.subscriber.get(`/api/resumos/${id}/pdf`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="[^"]+\.pdf"$/);
  });
});

describe('compressed request bodies', () => {
  it('are not inflated: a gzip-encoded JSON body is refused as unreadable and saves nothing', async () => {
    const { id: userId } = await me(agents.student);
    const nota = { materiaId: content.free.id, nota: 7.5, data: '2025-03-10' };
    const send = (body: Uint8Array, encoding?: string) =>
      t.app.request('/api/notas', {
        method: 'POST',
        body: body as Uint8Array<ArrayBuffer>,
        headers: {
          origin: TEST_ORIGIN,
          cookie: agents.student.cookie(),
          'content-type': 'application/json',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
      });
    const compressed = await send(gzipSync(Buffer.from(JSON.stringify(nota))), 'gzip');
    expect(compressed.status).toBe(400);
    expect(await t.db.select().from(notas).where(eq(notas.userId, userId))).toHaveLength(0);
    // The same nota, sent plainly, is saved: the refusal above was the encoding's.
    expect((await send(new TextEncoder().encode(JSON.stringify(nota)))).status).toBe(201);
  });
});
