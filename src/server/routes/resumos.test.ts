import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { ResumosResponse } from '../../shared/schemas/resumos.js';
import { materias, modulos, resumos } from '../db/schema.js';
import { saveArquivo } from '../storage/arquivos.js';
import { createContent, setSubscription } from '../../../tests/support/content.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let content: Awaited<ReturnType<typeof createContent>>;
const DAY = 24 * 3600 * 1000;
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
let premiumResumo: number;
let freeResumo: number;
let externoResumo: number;

beforeAll(async () => {
  t = await createTestApp();
  content = await createContent(t.db);
  const [especifico] = await t.db.insert(modulos).values({ nome: 'Específico' }).returning();
  const [penal] = await t.db
    .insert(materias)
    .values({ nome: 'Direito Penal Teste', moduloId: especifico!.id, isFree: false })
    .returning();
  const arquivoId = await saveArquivo(t.db, { tipo: 'resumo_pdf', mime: 'application/pdf', dados: PDF });
  const otherArquivo = await saveArquivo(t.db, { tipo: 'resumo_pdf', mime: 'application/pdf', dados: PDF });
  const rows = await t.db
    .insert(resumos)
    .values([
      { titulo: 'Resumo — Premium Teste', url: 'x', materiaId: content.premium.id, arquivoId },
      { titulo: 'Resumo — Gratuita Teste', url: 'x', materiaId: content.free.id, arquivoId: otherArquivo },
      { titulo: 'Apostila — Direito Penal', url: 'https://cdn.example.com/penal.pdf', materiaId: penal!.id },
    ])
    .returning({ id: resumos.id });
  [premiumResumo, freeResumo, externoResumo] = rows.map((r) => r.id) as [number, number, number];
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function student(expiresInDays: number | null = null) {
  const email = `resumo${++n}@example.com`;
  const a = await t.signUp({ email });
  if (expiresInDays !== null) await setSubscription(t.db, email, new Date(Date.now() + expiresInDays * DAY));
  return a;
}
type Agent = Awaited<ReturnType<typeof student>>;

/** A GET with the agent's cookies and extra headers (the test agent's own get takes none). */
function getWith(a: Agent, url: string, headers: Record<string, string>) {
  return t.app.request(url, { headers: { origin: TEST_ORIGIN, cookie: a.cookie(), ...headers } });
}

describe('refusals', () => {
  it('answers 401 to an anonymous visitor, on the list and on a PDF', async () => {
    const anon = t.agent();
    for (const url of [
      '/api/resumos',
      `/api/resumos/${premiumResumo}/pdf`,
      `/api/resumos/${premiumResumo}/pdf?download=1`,
    ]) {
      const res = await anon.get(url);
      expect(res.status, url).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('refuses the list and every PDF to a student without a subscription, free subject included', async () => {
    const a = await student();
    const list = await a.get('/api/resumos');
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({ code: 'RESUMOS_SUBSCRIBERS_ONLY', message: messages.resumosSubscribersOnly });
    for (const id of [premiumResumo, freeResumo, externoResumo]) {
      const res = await a.get(`/api/resumos/${id}/pdf`);
      expect(res.status, `resumo ${id}`).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).not.toContain('%PDF');
    }
    expect((await a.get(`/api/resumos/${premiumResumo}/pdf?download=1`)).status).toBe(403);
  });

  it('refuses a student whose subscription has expired', async () => {
    const a = await student(-1);
    expect((await a.get('/api/resumos')).status).toBe(403);
    expect((await a.get(`/api/resumos/${premiumResumo}/pdf`)).status).toBe(403);
  });

  it('answers 404 for an unknown resumo and 400 for an id that is not one', async () => {
    const a = await student(30);
    const missing = await a.get('/api/resumos/999999/pdf');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'RESUMO_NOT_FOUND', message: messages.resumoNotFound });
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await a.get(`/api/resumos/${id}/pdf`)).status, id).toBe(400);
    }
  });
});

describe('for a subscriber', () => {
  it('lists the summaries with subject and module, ordered by titulo', async () => {
    const a = await student(30);
    const res = await a.get('/api/resumos');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ResumosResponse;
    expect(body.resumos.map((r) => r.titulo)).toEqual([
      'Apostila — Direito Penal',
      'Resumo — Gratuita Teste',
      'Resumo — Premium Teste',
    ]);
    expect(body.resumos[2]).toEqual({
      id: premiumResumo,
      titulo: 'Resumo — Premium Teste',
      descricao: null,
      materiaId: content.premium.id,
      materiaNome: 'Premium Teste',
      moduloId: content.modulo.id,
      moduloNome: 'Básico',
      pdfUrl: `/api/resumos/${premiumResumo}/pdf`,
    });
    expect(body.resumos[0]).toMatchObject({ materiaNome: 'Direito Penal Teste', moduloNome: 'Específico' });
  });

  it('serves the PDF inline, privately cached and revalidated, and as a named attachment on ?download=1', async () => {
    const a = await student(30);
    const res = await a.get(`/api/resumos/${premiumResumo}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="resumo-premium-teste.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);

    const download = await a.get(`/api/resumos/${premiumResumo}/pdf?download=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="resumo-premium-teste.pdf"');

    // The browser revalidates with the ETag: the check runs again, the bytes are not sent again.
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    const again = await getWith(a, `/api/resumos/${premiumResumo}/pdf`, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('a lapsed subscription stops a revalidation too', async () => {
    const email = `resumo${++n}@example.com`;
    const a = await t.signUp({ email });
    await setSubscription(t.db, email, new Date(Date.now() + DAY));
    const res = await a.get(`/api/resumos/${premiumResumo}/pdf`);
    expect(res.status).toBe(200);
    await setSubscription(t.db, email, new Date(Date.now() - 1000));
    const again = await getWith(a, `/api/resumos/${premiumResumo}/pdf`, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(403);
  });

  it('sends the reader to a PDF kept elsewhere', async () => {
    const a = await student(30);
    const res = await a.get(`/api/resumos/${externoResumo}/pdf`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://cdn.example.com/penal.pdf');
  });
});
