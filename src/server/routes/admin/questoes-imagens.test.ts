import { count, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createContent } from '../../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { messages } from '../../../shared/messages.js';
import {
  QUESTAO_IMAGEM_MAX_BYTES,
  questaoImagemMessages,
  type QuestaoImagemResponse,
} from '../../../shared/rules/questao-imagem.js';
import type { AdminQuestao } from '../../../shared/schemas/admin-questoes.js';
import type { ImportacaoPrevia, ImportacaoResultado } from '../../../shared/schemas/admin-importacao-questoes.js';
import { arquivos, questaoImagens, questoes } from '../../db/schema.js';
import { sweepOrphanImagens } from '../../services/imagens/questao-imagem.js';

// Issue 34 §2 over HTTP: who may upload, what is refused, what is stored and served, and how deleting
// questions frees their images (docs/decisions/0056).
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let content: Awaited<ReturnType<typeof createContent>>;

const UPLOAD = '/api/admin/questoes/imagens';
const URL_SHAPE = /^\/api\/arquivos\/questao\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'imagens');
  content = await createContent(t.db, 1);
});
afterAll(async () => {
  await t?.close();
});

type Agent = typeof agents.admin;

function upload(a: Agent, bytes: Uint8Array, name = 'figura.png', type = 'image/png', field = 'imagem') {
  const form = new FormData();
  form.set(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return a.upload(UPLOAD, form);
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });

const imageCount = async () =>
  Number((await t.db.select({ n: count() }).from(arquivos).where(eq(arquivos.tipo, 'questao_imagem')))[0]!.n);

async function uploaded(bytes: Uint8Array, name?: string, type?: string): Promise<QuestaoImagemResponse> {
  const res = await upload(agents.admin, bytes, name, type);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as QuestaoImagemResponse;
}

describe('refusals', () => {
  it('answers 401 to anonymous visitors and 403 to students and subscribers, storing nothing', async () => {
    const before = await imageCount();
    const png = await solid(10, 10).png().toBuffer();
    expect((await upload(agents.anonymous, png)).status).toBe(401);
    expect((await upload(agents.student, png)).status).toBe(403);
    expect((await upload(agents.subscriber, png)).status).toBe(403);
    expect(await imageCount()).toBe(before);
  });

  it('refuses an SVG, a text file renamed .png and a broken image with the avatars’ message', async () => {
    const before = await imageCount();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const cases: Array<[string, Uint8Array, string, string]> = [
      ['an SVG', svg, 'figura.svg', 'image/svg+xml'],
      ['an SVG renamed .png', svg, 'figura.png', 'image/png'],
      ['a text file renamed .png', new TextEncoder().encode('não sou uma imagem'), 'figura.png', 'image/png'],
      ['a truncated PNG', (await solid(300, 200).png().toBuffer()).subarray(0, 100), 'figura.png', 'image/png'],
      ['an empty file', new Uint8Array(), 'figura.png', 'image/png'],
    ];
    for (const [what, bytes, name, type] of cases) {
      const res = await upload(agents.admin, bytes, name, type);
      expect(res.status, what).toBe(400);
      expect(await res.json(), what).toEqual({ code: 'QUESTAO_IMAGEM_INVALIDA', message: messages.avatarInvalid });
    }
    expect(await imageCount()).toBe(before);
  });

  it('refuses a file over 5 MB with 413, and a form without the file with 400', async () => {
    const before = await imageCount();
    const big = new Uint8Array(QUESTAO_IMAGEM_MAX_BYTES + 1);
    big.set(await solid(10, 10).png().toBuffer());
    const res = await upload(agents.admin, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'QUESTAO_IMAGEM_GRANDE', message: questaoImagemMessages.muitoGrande });

    const far = await upload(agents.admin, new Uint8Array(QUESTAO_IMAGEM_MAX_BYTES * 2));
    expect(far.status).toBe(413);

    const wrongField = await upload(agents.admin, await solid(10, 10).png().toBuffer(), 'a.png', 'image/png', 'foto');
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ code: 'QUESTAO_IMAGEM_AUSENTE', message: questaoImagemMessages.ausente });
    const json = await agents.admin.post(UPLOAD, { imagem: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    expect(await imageCount()).toBe(before);
  });
});

describe('stored and served', () => {
  it('re-encodes a wide PNG to a WebP 1600 px wide, served with a year of cache', async () => {
    const png = await solid(2400, 1200).png().toBuffer();
    const body = await uploaded(png);
    expect(body.url).toMatch(URL_SHAPE);
    expect(body.url).toBe(`/api/arquivos/questao/${body.id}.webp`);
    expect([body.largura, body.altura]).toEqual([1600, 800]);

    const res = await agents.anonymous.get(body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
  });

  it('keeps a small JPEG at its size (never enlarged) and drops its EXIF', async () => {
    const jpeg = await solid(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Banca Secreta', Artist: 'Fulano' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const body = await uploaded(jpeg, 'foto.jpg', 'image/jpeg');
    expect([body.largura, body.altura]).toEqual([300, 200]);
    const served = new Uint8Array(await (await agents.student.get(body.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(Buffer.from(served).includes('Banca Secreta')).toBe(false);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frames = Buffer.concat([Buffer.alloc(40 * 30 * 3, 0), Buffer.alloc(40 * 30 * 3, 255)]);
    const gif = await sharp(frames, { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const body = await uploaded(gif, 'anim.gif', 'image/gif');
    expect([body.largura, body.altura]).toEqual([40, 30]);
    const served = await sharp(new Uint8Array(await (await agents.anonymous.get(body.url)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(served.info.pages ?? 1).toBe(1);
    expect(served.data[0]).toBeLessThan(20); // the black first frame, not the white second
  });

  it('answers 404 for an unknown id and for an avatar asked as a question image', async () => {
    expect((await agents.anonymous.get('/api/arquivos/questao/00000000-0000-4000-8000-000000000000.webp')).status).toBe(
      404,
    );
    const [avatar] = await t.db
      .insert(arquivos)
      .values({ tipo: 'avatar', mime: 'image/webp', tamanho: 1, dados: new Uint8Array([1]) })
      .returning({ id: arquivos.id });
    expect((await agents.anonymous.get(`/api/arquivos/questao/${avatar!.id}.webp`)).status).toBe(404);
  });
});

describe('images in questions and their freeing', () => {
  const questao = (over: Record<string, unknown>) => ({
    materiaId: content.free.id,
    aulaId: null,
    enunciado: '<p>Observe a figura.</p>',
    imagemUrl: '',
    alternativaA: 'A',
    alternativaB: 'B',
    alternativaC: 'C',
    alternativaD: 'D',
    alternativaE: 'E',
    respostaCorreta: 'A',
    ...over,
  });
  const exists = async (id: string) =>
    (await t.db.select({ id: arquivos.id }).from(arquivos).where(eq(arquivos.id, id))).length === 1;
  const create = async (over: Record<string, unknown>) => {
    const res = await agents.admin.post('/api/admin/questoes', questao(over));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as AdminQuestao;
  };
  const png = () => solid(50, 40).png().toBuffer();

  it('keeps our image in the statement and as the main image, and drops any other relative or data: source', async () => {
    const img = await uploaded(await png());
    const principal = await uploaded(await png());
    const q = await create({
      enunciado: `<p>Veja:</p><img src="${img.url}" alt="figura"><img src="/api/arquivos/avatar/${img.id}.webp"><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><a href="${img.url}">link</a>`,
      imagemUrl: principal.url,
    });
    expect(q.enunciado).toBe(`<p>Veja:</p><img src="${img.url}" alt="figura"><a>link</a>`);
    expect(q.imagemUrl).toBe(principal.url);
    const links = await t.db.select().from(questaoImagens).where(eq(questaoImagens.questaoId, q.id));
    expect(links.map((l) => l.arquivoId).sort()).toEqual([img.id, principal.id].sort());
  });

  it('refuses a main image that is another relative path', async () => {
    const res = await agents.admin.post('/api/admin/questoes', questao({ imagemUrl: '/api/arquivos/questao/x.webp' }));
    expect(res.status).toBe(400);
  });

  it('refuses a question that shows one of our images no longer stored (swept), saving nothing', async () => {
    const gone = '/api/arquivos/questao/00000000-0000-4000-8000-00000000dead.webp';
    const before = await t.db.select({ n: count() }).from(questoes);
    const res = await agents.admin.post('/api/admin/questoes', questao({ enunciado: `<p>x</p><img src="${gone}">` }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'QUESTAO_IMAGEM_INDISPONIVEL',
      message: questaoImagemMessages.indisponivel,
    });
    expect(await t.db.select({ n: count() }).from(questoes)).toEqual(before);
  });

  it('deleting a question frees its images; one shared with another question survives until that one goes', async () => {
    const own = await uploaded(await png());
    const shared = await uploaded(await png());
    const first = await create({
      enunciado: `<p>1</p><img src="${own.url}">`,
      alternativaB: `<img src="${shared.url}">`,
    });
    const second = await create({ comentario: `<p>Veja</p><img src="${shared.url}">` });

    expect((await agents.admin.delete(`/api/admin/questoes/${first.id}`)).status).toBe(204);
    expect(await exists(own.id)).toBe(false);
    expect(await exists(shared.id)).toBe(true);
    expect((await agents.anonymous.get(own.url)).status).toBe(404);
    expect((await agents.anonymous.get(shared.url)).status).toBe(200);

    expect((await agents.admin.delete(`/api/admin/questoes/${second.id}`)).status).toBe(204);
    expect(await exists(shared.id)).toBe(false);
  });

  it('an edit that drops an image frees it; one that keeps it keeps it', async () => {
    const kept = await uploaded(await png());
    const dropped = await uploaded(await png());
    const q = await create({ enunciado: `<p>x</p><img src="${kept.url}"><img src="${dropped.url}">` });
    const res = await agents.admin.put(
      `/api/admin/questoes/${q.id}`,
      questao({ enunciado: `<p>y</p><img src="${kept.url}">` }),
    );
    expect(res.status).toBe(200);
    expect(await exists(kept.id)).toBe(true);
    expect(await exists(dropped.id)).toBe(false);
  });

  it('the bulk delete frees the images of the questions it deletes', async () => {
    const a = await uploaded(await png());
    const b = await uploaded(await png());
    const qa = await create({ enunciado: `<p>a</p><img src="${a.url}">` });
    const qb = await create({ enunciado: `<p>b</p><img src="${b.url}">` });
    const res = await agents.admin.post('/api/admin/questoes/lote', {
      ids: [qa.id, qb.id],
      acao: { tipo: 'excluir' },
      previa: false,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(
      await t.db
        .select()
        .from(questoes)
        .where(inArray(questoes.id, [qa.id, qb.id])),
    ).toEqual([]);
    expect(await exists(a.id)).toBe(false);
    expect(await exists(b.id)).toBe(false);
  });

  it('the sweep deletes an upload no question took after a day, and keeps the linked and the recent ones', async () => {
    const orphan = await uploaded(await png());
    const recent = await uploaded(await png());
    const linked = await uploaded(await png());
    await create({ enunciado: `<p>z</p><img src="${linked.url}">` });
    const old = new Date(Date.now() - 25 * 3600 * 1000);
    await t.db
      .update(arquivos)
      .set({ createdAt: old })
      .where(inArray(arquivos.id, [orphan.id, linked.id]));
    await sweepOrphanImagens(t.db);
    expect(await exists(orphan.id)).toBe(false);
    expect(await exists(recent.id)).toBe(true);
    expect(await exists(linked.id)).toBe(true);
  });
});

describe('Moodle XML import with embedded images', () => {
  const xml = (png: Buffer, enunciado: string) => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <name><text>Mapa</text></name>
    <questiontext format="html">
      <text><![CDATA[${enunciado} <img src="@@PLUGINFILE@@/mapa.png" alt="Mapa">]]></text>
      <file name="mapa.png" path="/" encoding="base64">${png.toString('base64')}</file>
    </questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`;
  const send = (path: string, text: string) => {
    const form = new FormData();
    form.set('arquivo', new Blob([text], { type: 'text/xml' }), 'questoes.xml');
    form.set('formato', 'moodle_xml');
    form.set('materia', String(content.free.id));
    return agents.admin.upload(`/api/admin/importacao-questoes${path}`, form);
  };

  it('the preview stores nothing; the import stores the image, links it and points the statement at it', async () => {
    const png = await solid(1800, 900).png().toBuffer();
    const file = xml(png, '<p>O mapa mostra o Brasil.</p>');
    const before = await imageCount();
    const previa = await send('/previa', file);
    expect(previa.status, await previa.clone().text()).toBe(200);
    expect(((await previa.json()) as ImportacaoPrevia).totais.novas).toBe(1);
    expect(await imageCount()).toBe(before);

    const res = await send('', file);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as ImportacaoResultado).importadas).toBe(1);
    expect(await imageCount()).toBe(before + 1);
    const [q] = await t.db.select().from(questoes).where(like(questoes.enunciado, '%O mapa mostra o Brasil%'));
    const src = /src="(\/api\/arquivos\/questao\/[0-9a-f-]{36}\.webp)"/.exec(q!.enunciado)?.[1];
    expect(src).toMatch(URL_SHAPE);
    const served = await agents.student.get(src!);
    expect(served.status).toBe(200);
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(1600);
    const links = await t.db.select().from(questaoImagens).where(eq(questaoImagens.questaoId, q!.id));
    expect(links).toHaveLength(1);

    // The same file again: the question is already in the bank, so neither it nor its image is stored twice.
    const again = await send('', file);
    expect(((await again.json()) as ImportacaoResultado).importadas).toBe(0);
    expect(await imageCount()).toBe(before + 1);
  });

  it('an embedded file that is not an image skips its item, storing nothing', async () => {
    const before = await imageCount();
    const text = xml(Buffer.from('isto não é um png'), '<p>Outra questão.</p>');
    const res = await send('', text);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ImportacaoResultado;
    expect(body.importadas).toBe(0);
    expect(body.linhas[0]!.status).toBe('erro');
    expect(await imageCount()).toBe(before);
  });
});

describe('Moodle XML export embeds our images, and its import gives them back', () => {
  it('round trip: export, delete (the images are freed), import: the same HTML and the images served again', async () => {
    const img = await uploaded(await solid(120, 80).png().toBuffer());
    const alt = await uploaded(await solid(60, 40).png().toBuffer());
    const principal = await uploaded(await solid(90, 90).png().toBuffer());
    const create = await agents.admin.post('/api/admin/questoes', {
      materiaId: content.free.id,
      aulaId: null,
      enunciado: `<p>Ida e volta</p><img src="${img.url}" alt="ida">`,
      imagemUrl: principal.url,
      alternativaA: `<img src="${alt.url}">`,
      alternativaB: 'B',
      alternativaC: 'C',
      alternativaD: 'D',
      alternativaE: 'E',
      respostaCorreta: 'A',
    });
    expect(create.status).toBe(201);
    const antes = (await create.json()) as AdminQuestao;

    const exported = await agents.admin.get(
      `/api/admin/questoes/exportacao?formato=moodle_xml&materiaId=${content.free.id}`,
    );
    expect(exported.status).toBe(200);
    const xml = await exported.text();
    for (const { id } of [img, alt, principal]) {
      expect(xml).toContain(`<file name="${id}.webp" path="/" encoding="base64">`);
    }
    expect(xml).toContain(`<img src="@@PLUGINFILE@@/${img.id}.webp" alt="ida">`);
    expect(xml).not.toContain(img.url);

    expect((await agents.admin.delete(`/api/admin/questoes/${antes.id}`)).status).toBe(204);
    expect((await agents.anonymous.get(img.url)).status).toBe(404);

    const form = new FormData();
    form.set('arquivo', new Blob([xml], { type: 'text/xml' }), 'questoes.xml');
    const res = await agents.admin.upload('/api/admin/importacao-questoes', form);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as ImportacaoResultado).importadas).toBe(1);
    const [depois] = await t.db.select().from(questoes).where(like(questoes.enunciado, '%Ida e volta%'));
    expect(depois!.enunciado).toBe(antes.enunciado);
    expect(depois!.alternativaA).toBe(antes.alternativaA);
    expect(depois!.imagemUrl).toBe(principal.url);
    for (const { url } of [img, alt, principal]) expect((await agents.anonymous.get(url)).status).toBe(200);
    const links = await t.db.select().from(questaoImagens).where(eq(questaoImagens.questaoId, depois!.id));
    expect(links.map((l) => l.arquivoId).sort()).toEqual([img.id, alt.id, principal.id].sort());
  });
});
