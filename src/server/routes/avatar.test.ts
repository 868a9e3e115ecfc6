import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { Me } from '../../shared/schemas/me.js';
import { AVATAR_MAX_BYTES } from '../../shared/schemas/perfil.js';
import { arquivos } from '../db/schema.js';
import { saveArquivo } from '../storage/arquivos.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const student = () => t.signUp({ email: `avatar${++n}@example.com` });
type Agent = Awaited<ReturnType<typeof student>>;

const URL_SHAPE = /^\/api\/arquivos\/avatar\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** POST /api/perfil/avatar as the browser sends it: multipart with the file in the `avatar` field. */
function upload(a: Agent, bytes: Uint8Array, name = 'foto.png', type = 'image/png') {
  const form = new FormData();
  form.set('avatar', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return a.upload('/api/perfil/avatar', form);
}

const me = async (a: Agent) => (await (await a.get('/api/me')).json()) as Me;

async function avatarFilesOf(a: Agent): Promise<number> {
  const { id } = await me(a);
  const [row] = await t.db.select({ n: count() }).from(arquivos).where(eq(arquivos.userId, id));
  return Number(row?.n ?? 0);
}

const png = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A photo as phones write it: 400×200 stored sideways (EXIF orientation 6 = turn 90° clockwise), with GPS. */
async function sidewaysJpegWithGps(): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Segredo do Aluno', Artist: 'Fulano de Tal' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

/** Random pixels barely compress: a PNG of about `bytes` bytes. */
function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('refusals', () => {
  it('answers 401 to an anonymous upload or removal', async () => {
    const anon = t.agent();
    expect((await upload(anon, await png())).status).toBe(401);
    expect((await anon.delete('/api/perfil/avatar')).status).toBe(401);
  });

  it('refuses what is not a raster image, with the spec message, and stores nothing', async () => {
    const a = await student();
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    const plainSvg = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const text = new TextEncoder().encode('isto não é uma imagem');
    const truncatedPng = (await png()).subarray(0, 120);
    const cases: Array<[string, Uint8Array, string, string]> = [
      ['a PDF renamed .png', pdf, 'foto.png', 'image/png'],
      ['an SVG with a script', svg, 'foto.svg', 'image/svg+xml'],
      ['an SVG with a script, renamed .png', svg, 'foto.png', 'image/png'],
      ['an SVG without script', plainSvg, 'foto.svg', 'image/svg+xml'],
      ['a text file', text, 'foto.jpg', 'image/jpeg'],
      ['a truncated PNG', truncatedPng, 'foto.png', 'image/png'],
      ['an empty file', new Uint8Array(), 'foto.png', 'image/png'],
    ];
    for (const [what, bytes, name, type] of cases) {
      const res = await upload(a, bytes, name, type);
      expect(res.status, what).toBe(400);
      expect(await res.json(), what).toEqual({ code: 'AVATAR_INVALID', message: messages.avatarInvalid });
    }
    expect((await me(a)).avatarUrl).toBeNull();
    expect(await avatarFilesOf(a)).toBe(0);
  });

  it('refuses a body that is not a multipart upload of the `avatar` field', async () => {
    const a = await student();
    const json = await a.post('/api/perfil/avatar', { avatar: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.set('foto', new Blob([(await png()) as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'foto.png');
    const wrongField = await t.app.request('/api/perfil/avatar', {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie: a.cookie() },
    });
    expect(wrongField.status).toBe(400);
    expect(await avatarFilesOf(a)).toBe(0);
  });

  it('refuses an image over 2 MB with the spec message, just over and far over the limit', async () => {
    const a = await student();
    const justOver = await noisePng(AVATAR_MAX_BYTES + 50_000);
    expect(justOver.byteLength).toBeGreaterThan(AVATAR_MAX_BYTES);
    const farOver = await noisePng(4 * 1024 * 1024);
    for (const bytes of [justOver, farOver]) {
      const res = await upload(a, bytes);
      expect(res.status, `${bytes.byteLength} bytes`).toBe(413);
      expect(await res.json()).toEqual({ code: 'AVATAR_TOO_LARGE', message: messages.avatarTooLarge });
    }
    expect((await me(a)).avatarUrl).toBeNull();
    expect(await avatarFilesOf(a)).toBe(0);
  });

  it("does not let another student remove or replace someone's photo", async () => {
    const owner = await student();
    const { avatarUrl } = (await (await upload(owner, await png())).json()) as { avatarUrl: string };
    const other = await student();
    expect((await other.delete('/api/perfil/avatar')).status).toBe(200);
    expect((await upload(other, await png(300, 300))).status).toBe(200);
    expect((await me(owner)).avatarUrl).toBe(avatarUrl);
    expect((await t.agent().get(avatarUrl)).status).toBe(200);
    expect(await avatarFilesOf(owner)).toBe(1);
  });

  it('serves no other kind of file through the avatar URL', async () => {
    const pdfId = await saveArquivo(t.db, {
      tipo: 'resumo_pdf',
      mime: 'application/pdf',
      dados: new TextEncoder().encode('%PDF-1.4'),
    });
    expect((await t.agent().get(`/api/arquivos/avatar/${pdfId}.webp`)).status).toBe(404);
    expect((await t.agent().get(`/api/arquivos/avatar/00000000-0000-4000-8000-000000000000.webp`)).status).toBe(404);
    expect((await t.agent().get(`/api/arquivos/avatar/nada.webp`)).status).toBe(404);
  });
});

describe('changing and removing the photo', () => {
  it('re-encodes a PNG to a 256×256 WebP served with long-lived caching under a new URL', async () => {
    const a = await student();
    const res = await upload(a, await png(600, 400));
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(URL_SHAPE);
    expect((await me(a)).avatarUrl).toBe(avatarUrl);

    const served = await t.agent().get(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('turns a phone photo upright by its EXIF orientation and serves none of its metadata', async () => {
    const a = await student();
    const original = await sidewaysJpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { avatarUrl } = (await (await upload(a, original, 'IMG_0001.jpg', 'image/jpeg')).json()) as {
      avatarUrl: string;
    };
    const bytes = Buffer.from(await (await t.agent().get(avatarUrl)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const secret of ['Segredo do Aluno', 'Fulano de Tal', 'GPS', 'Exif']) {
      expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
    }
    // Upright: the red half that was on the left of the sideways photo is now on top.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 256 + x) * 3, (y * 256 + x) * 3 + 3)];
    const [tr, , tb] = pixel(128, 40);
    const [br, , bb] = pixel(128, 216);
    expect(tr).toBeGreaterThan(200);
    expect(tb).toBeLessThan(60);
    expect(br).toBeLessThan(60);
    expect(bb).toBeGreaterThan(200);
  });

  it('accepts JPEG, WebP and GIF photos as well', async () => {
    const a = await student();
    const base = sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 10, b: 10 } } });
    for (const [format, bytes] of [
      ['jpeg', await base.clone().jpeg().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
      ['gif', await base.clone().gif().toBuffer()],
    ] as const) {
      const res = await upload(a, bytes, `foto.${format}`, `image/${format}`);
      expect(res.status, format).toBe(200);
    }
    expect(await avatarFilesOf(a)).toBe(1);
  });

  it('a new photo gets a new URL and the old file is gone; removing it clears the profile', async () => {
    const a = await student();
    const first = ((await (await upload(a, await png())).json()) as { avatarUrl: string }).avatarUrl;
    const second = ((await (await upload(a, await png(200, 500))).json()) as { avatarUrl: string }).avatarUrl;
    expect(second).not.toBe(first);
    expect((await t.agent().get(first)).status).toBe(404);
    expect((await t.agent().get(second)).status).toBe(200);
    expect(await avatarFilesOf(a)).toBe(1);

    const removed = await a.delete('/api/perfil/avatar');
    expect(removed.status).toBe(200);
    expect((await me(a)).avatarUrl).toBeNull();
    expect((await t.agent().get(second)).status).toBe(404);
    expect(await avatarFilesOf(a)).toBe(0);
    // Removing when there is none is not an error.
    expect((await a.delete('/api/perfil/avatar')).status).toBe(200);
  });

  it('two uploads at once leave one photo and no orphan file', async () => {
    const a = await student();
    const [r1, r2] = await Promise.all([upload(a, await png()), upload(a, await png(300, 300))]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const url = (await me(a)).avatarUrl;
    expect([
      ((await r1.json()) as { avatarUrl: string }).avatarUrl,
      ((await r2.json()) as { avatarUrl: string }).avatarUrl,
    ]).toContain(url);
    expect(await avatarFilesOf(a)).toBe(1);
    expect((await t.agent().get(url!)).status).toBe(200);
  });
});
