import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../../../../tests/support/admin.js';
import { createContent } from '../../../../tests/support/content.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { messages } from '../../../shared/messages.js';
import {
  RESUMO_DESCRICAO_MAX,
  RESUMO_PDF_MAX_BYTES,
  resumoAdminMessages as msg,
  type AdminResumo,
} from '../../../shared/schemas/admin-resumos.js';
import { adminAuditoria, arquivos, resumos } from '../../db/schema.js';

// Admin Resumos through /api/admin/resumos: refusals first (nothing stored, no audit row), then each
// change, what students then read, and the audit rows.
let t: TestApp;
let agents: Awaited<ReturnType<typeof adminTestAgents>>;
let content: Awaited<ReturnType<typeof createContent>>;
type Agent = ReturnType<TestApp['agent']>;

beforeAll(async () => {
  t = await createTestApp();
  agents = await adminTestAgents(t, 'resumo');
  content = await createContent(t.db, 1);
});
afterAll(async () => {
  await t?.close();
});

const enc = new TextEncoder();
/** A small valid PDF: one empty page, exact xref offsets. `padding` bytes of comment make it bigger. */
function pdfBytes(padding = 0, label = 'Resumo'): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>`,
    `<< /Length ${label.length + 4} >>\nstream\n% ${label}\n\nendstream`,
  ];
  let body = `%PDF-1.4\n%${'x'.repeat(Math.max(0, padding))}\n`;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return enc.encode(body);
}
/** A PDF of exactly `size` bytes. */
function pdfOfSize(size: number): Uint8Array {
  // The xref offsets grow a digit or two with the padding: settle in a couple of rounds.
  let padding = size - pdfBytes().byteLength;
  let bytes = pdfBytes(padding);
  for (let i = 0; i < 3 && bytes.byteLength !== size; i++) bytes = pdfBytes((padding += size - bytes.byteLength));
  expect(bytes.byteLength).toBe(size);
  return bytes;
}

/** POST or PUT as the admin form sends it: multipart with `materiaId`, and `url` or the file in `arquivo`. */
function sendForm(
  a: Agent,
  method: 'POST' | 'PUT',
  url: string,
  fields: {
    materiaId?: number | string;
    url?: string;
    descricao?: string;
    arquivo?: Uint8Array;
    nome?: string;
    tipo?: string;
  },
) {
  const form = new FormData();
  if (fields.materiaId !== undefined) form.set('materiaId', String(fields.materiaId));
  if (fields.url !== undefined) form.set('url', fields.url);
  if (fields.descricao !== undefined) form.set('descricao', fields.descricao);
  if (fields.arquivo) {
    const blob = new Blob([fields.arquivo as Uint8Array<ArrayBuffer>], { type: fields.tipo ?? 'application/pdf' });
    form.set('arquivo', blob, fields.nome ?? 'resumo.pdf');
  }
  return a.upload(url, form, method);
}
const upload = (materiaId: number | string, arquivo: Uint8Array, nome?: string, tipo?: string) =>
  sendForm(agents.admin, 'POST', '/api/admin/resumos', { materiaId, arquivo, nome, tipo });

async function body(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}
async function counts() {
  const [r] = await t.db.select({ n: count() }).from(resumos);
  const [f] = await t.db.select({ n: count() }).from(arquivos);
  const [a] = await t.db.select({ n: count() }).from(adminAuditoria);
  return { resumos: Number(r!.n), arquivos: Number(f!.n), audit: Number(a!.n) };
}
function auditOf(id: number) {
  return t.db
    .select()
    .from(adminAuditoria)
    .where(and(eq(adminAuditoria.entidade, 'resumo'), eq(adminAuditoria.entidadeId, String(id))))
    .orderBy(adminAuditoria.id);
}
async function arquivoExists(id: string | null): Promise<boolean> {
  if (!id) return false;
  return (await t.db.select({ id: arquivos.id }).from(arquivos).where(eq(arquivos.id, id))).length === 1;
}
async function rowOf(id: number) {
  const [row] = await t.db.select().from(resumos).where(eq(resumos.id, id));
  return row;
}

describe('refusals', () => {
  it('answers 401 to an anonymous visitor and 403 to a student and a subscriber, on every route', async () => {
    const pdf = pdfBytes();
    const cases: Array<[Agent, number]> = [
      [agents.anonymous, 401],
      [agents.student, 403],
      [agents.subscriber, 403],
    ];
    for (const [who, status] of cases) {
      expect((await who.get('/api/admin/resumos')).status).toBe(status);
      expect((await who.get('/api/admin/resumos/1/pdf')).status).toBe(status);
      expect(
        (await sendForm(who, 'POST', '/api/admin/resumos', { materiaId: content.free.id, arquivo: pdf })).status,
      ).toBe(status);
      expect(
        (await sendForm(who, 'PUT', '/api/admin/resumos/1', { materiaId: content.free.id, url: 'https://a.b/c.pdf' }))
          .status,
      ).toBe(status);
      expect(
        (await who.post('/api/admin/resumos', { materiaId: content.free.id, url: 'https://a.b/c.pdf' })).status,
      ).toBe(status);
      expect((await who.delete('/api/admin/resumos/1')).status).toBe(status);
    }
    expect(await counts()).toEqual({ resumos: 0, arquivos: 0, audit: 0 });
  });

  it("asks for every field when the matéria or the PDF is missing, with the spec's message", async () => {
    const cases: Array<[string, Response | Promise<Response>]> = [
      ['no matéria, JSON', agents.admin.post('/api/admin/resumos', { url: 'https://cdn.example.com/a.pdf' })],
      ['no PDF, JSON', agents.admin.post('/api/admin/resumos', { materiaId: content.free.id })],
      ['blank link, JSON', agents.admin.post('/api/admin/resumos', { materiaId: content.free.id, url: '   ' })],
      ['nothing, form', sendForm(agents.admin, 'POST', '/api/admin/resumos', {})],
      ['no PDF, form', sendForm(agents.admin, 'POST', '/api/admin/resumos', { materiaId: content.free.id, url: '' })],
      [
        'blank matéria, form',
        sendForm(agents.admin, 'POST', '/api/admin/resumos', { materiaId: '', arquivo: pdfBytes() }),
      ],
    ];
    for (const [what, pending] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(400);
      expect(await body(res), what).toMatchObject({ code: 'INVALID_INPUT', message: msg.camposObrigatorios });
    }
    expect(await counts()).toEqual({ resumos: 0, arquivos: 0, audit: 0 });
  });

  it('refuses a file that is not a PDF, whatever its name and type say, and stores nothing', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const html = enc.encode('<!doctype html><html><body><script>alert(1)</script>%PDF-1.4 %%EOF</body></html>');
    const zip = Uint8Array.from([
      0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0x61,
      0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    const truncated = pdfBytes().subarray(0, 60);
    const cases: Array<[string, Uint8Array]> = [
      ['a PNG renamed .pdf', png],
      ['an HTML page renamed .pdf', html],
      ['a ZIP renamed .pdf', zip],
      ['a PDF cut short', truncated],
      ['an empty file', new Uint8Array()],
      ['plain text', enc.encode('isto não é um PDF')],
    ];
    for (const [what, bytes] of cases) {
      const res = await upload(content.free.id, bytes, 'resumo.pdf', 'application/pdf');
      expect(res.status, what).toBe(400);
      expect(await body(res), what).toEqual({ code: 'RESUMO_PDF_INVALIDO', message: msg.pdfInvalido });
    }
    expect(await counts()).toEqual({ resumos: 0, arquivos: 0, audit: 0 });
  });

  it('refuses a PDF over 10 MB with 413 and the limit in the message, just over and far over', async () => {
    const justOver = pdfOfSize(RESUMO_PDF_MAX_BYTES + 1);
    const farOver = pdfOfSize(RESUMO_PDF_MAX_BYTES * 2);
    for (const bytes of [justOver, farOver]) {
      const res = await upload(content.free.id, bytes);
      expect(res.status, `${bytes.byteLength} bytes`).toBe(413);
      expect(await body(res)).toEqual({ code: 'RESUMO_PDF_MUITO_GRANDE', message: 'O PDF deve ter no máximo 10 MB' });
    }
    expect(await counts()).toEqual({ resumos: 0, arquivos: 0, audit: 0 });
  });

  it('refuses a link that is not an absolute http(s) URL', async () => {
    const bad = [
      'ftp://cdn.example.com/a.pdf',
      'javascript:alert(1)',
      'não é um link',
      '/api/resumos/1/pdf',
      `https://a.b/${'x'.repeat(2_001)}`,
    ];
    for (const url of bad) {
      const res = await agents.admin.post('/api/admin/resumos', { materiaId: content.free.id, url });
      expect(res.status, url).toBe(400);
      expect(await body(res), url).toMatchObject({ message: msg.urlInvalida });
    }
    expect(await counts()).toEqual({ resumos: 0, arquivos: 0, audit: 0 });
  });

  it('refuses a link and a file together, a body that is neither JSON nor a form, and broken JSON', async () => {
    const both = await sendForm(agents.admin, 'POST', '/api/admin/resumos', {
      materiaId: content.free.id,
      url: 'https://cdn.example.com/a.pdf',
      arquivo: pdfBytes(),
    });
    expect(both.status).toBe(400);
    expect(await body(both)).toMatchObject({ message: msg.linkEArquivo });
    const text = await agents.admin.post('/api/admin/resumos', 'materiaId=1', { 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
    const broken = await agents.admin.post('/api/admin/resumos', '{"materiaId":', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(await body(broken)).toMatchObject({ message: messages.invalidInput });
    expect(await counts()).toEqual({ resumos: 0, arquivos: 0, audit: 0 });
  });

  it('answers 404 for an unknown matéria or resumo and 400 for ids no row can have', async () => {
    const unknownMateria = await upload(999_999, pdfBytes());
    expect(unknownMateria.status).toBe(404);
    expect(await body(unknownMateria)).toMatchObject({ message: messages.materiaNotFound });
    const hugeMateria = await agents.admin.post('/api/admin/resumos', {
      materiaId: 99_999_999_999,
      url: 'https://a.b/c.pdf',
    });
    expect(hugeMateria.status).toBe(400);
    expect((await agents.admin.post('/api/admin/resumos', { materiaId: 'abc', url: 'https://a.b/c.pdf' })).status).toBe(
      400,
    );
    expect((await agents.admin.post('/api/admin/resumos', { materiaId: -1, url: 'https://a.b/c.pdf' })).status).toBe(
      400,
    );

    const putUnknown = await agents.admin.put('/api/admin/resumos/999999', {
      materiaId: content.free.id,
      url: 'https://a.b/c.pdf',
    });
    expect(putUnknown.status).toBe(404);
    expect(await body(putUnknown)).toMatchObject({ message: messages.resumoNotFound });
    expect((await agents.admin.delete('/api/admin/resumos/999999')).status).toBe(404);
    expect((await agents.admin.get('/api/admin/resumos/999999/pdf')).status).toBe(404);
    for (const id of ['99999999999', 'abc', '0', '-3']) {
      expect(
        (await agents.admin.put(`/api/admin/resumos/${id}`, { materiaId: content.free.id, url: 'https://a.b/c.pdf' }))
          .status,
        id,
      ).toBe(400);
      expect((await agents.admin.delete(`/api/admin/resumos/${id}`)).status, id).toBe(400);
    }
    expect(await counts()).toEqual({ resumos: 0, arquivos: 0, audit: 0 });
  });

  it("refuses a second resumo for the same matéria, by link or by file, with the spec's message", async () => {
    const first = await agents.admin.post('/api/admin/resumos', {
      materiaId: content.vazia.id,
      url: 'https://cdn.example.com/v.pdf',
    });
    expect(first.status).toBe(201);
    const firstId = ((await first.json()) as AdminResumo).id;
    const before = await counts();
    const byLink = await agents.admin.post('/api/admin/resumos', {
      materiaId: content.vazia.id,
      url: 'https://cdn.example.com/w.pdf',
    });
    const byFile = await upload(content.vazia.id, pdfBytes());
    for (const res of [byLink, byFile]) {
      expect(res.status).toBe(409);
      expect(await body(res)).toEqual({ code: 'RESUMO_DUPLICADO', message: msg.duplicado });
    }
    // Moving another resumo onto that matéria is the same repeat.
    const other = (await body(
      await agents.admin.post('/api/admin/resumos', {
        materiaId: content.pratica.id,
        url: 'https://cdn.example.com/p.pdf',
      }),
    )) as unknown as AdminResumo;
    const move = await agents.admin.put(`/api/admin/resumos/${other.id}`, {
      materiaId: content.vazia.id,
      url: 'https://cdn.example.com/p.pdf',
    });
    expect(move.status).toBe(409);
    expect((await rowOf(other.id))?.materiaId).toBe(content.pratica.id);
    expect((await counts()).arquivos).toBe(before.arquivos);

    for (const id of [firstId, other.id])
      expect((await agents.admin.delete(`/api/admin/resumos/${id}`)).status).toBe(204);
  });
});

describe('changes', () => {
  it('creates a resumo by link, titled after its matéria, listed with módulo and matéria', async () => {
    const res = await agents.admin.post('/api/admin/resumos', {
      materiaId: content.free.id,
      url: '  https://cdn.example.com/gratuita.pdf  ',
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminResumo;
    expect(created).toMatchObject({
      titulo: 'Resumo — Gratuita Teste',
      materiaId: content.free.id,
      materiaNome: 'Gratuita Teste',
      moduloNome: 'Básico',
      url: 'https://cdn.example.com/gratuita.pdf',
      arquivo: null,
    });
    const list = (await (await agents.admin.get('/api/admin/resumos')).json()) as AdminResumo[];
    expect(list).toContainEqual(created);
    // A subscriber's browser is sent to the link.
    const open = await agents.subscriber.get(`/api/resumos/${created.id}/pdf`);
    expect(open.status).toBe(302);
    expect(open.headers.get('location')).toBe('https://cdn.example.com/gratuita.pdf');

    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ acao: 'create', userId: agents.adminId, antes: null });
    expect(audit!.depois).toEqual({
      id: created.id,
      titulo: 'Resumo — Gratuita Teste',
      url: 'https://cdn.example.com/gratuita.pdf',
      materiaId: content.free.id,
      descricao: null,
      arquivoId: null,
      arquivo: null,
    });
    await agents.admin.delete(`/api/admin/resumos/${created.id}`);
  });

  it('stores the description through the HTML allow-list, shows it to students, refuses one too long', async () => {
    const before = await counts();
    const long = await sendForm(agents.admin, 'POST', '/api/admin/resumos', {
      materiaId: content.free.id,
      url: 'https://cdn.example.com/gratuita.pdf',
      descricao: `<p>${'a'.repeat(RESUMO_DESCRICAO_MAX)}</p>`,
    });
    expect(long.status).toBe(400);
    expect(await body(long)).toMatchObject({ fields: { descricao: msg.descricaoLonga } });
    expect(msg.descricaoLonga).toBe('A descrição pode ter no máximo 5.000 caracteres.');
    expect(await counts()).toEqual(before);

    // The form's multipart body: script, handler and style go, bold stays.
    const res = await sendForm(agents.admin, 'POST', '/api/admin/resumos', {
      materiaId: content.free.id,
      url: 'https://cdn.example.com/gratuita.pdf',
      descricao:
        '<p onclick="alert(1)" style="color:red">Crase e <strong>regência</strong></p><script>alert(2)</script>',
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminResumo;
    const stored = '<p>Crase e <strong>regência</strong></p>';
    expect(created.descricao).toBe(stored);
    expect((await rowOf(created.id))?.descricao).toBe(stored);
    const [audit] = await auditOf(created.id);
    expect(audit!.depois).toMatchObject({ descricao: stored });
    const studentList = (await (await agents.subscriber.get('/api/resumos')).json()) as {
      resumos: Array<{ id: number; descricao: string | null }>;
    };
    expect(studentList.resumos.find((r) => r.id === created.id)?.descricao).toBe(stored);

    // JSON too; what the allow-list empties (only a script) is no description, and '' clears it.
    const onlyScript = await agents.admin.put(`/api/admin/resumos/${created.id}`, {
      materiaId: content.free.id,
      url: 'https://cdn.example.com/gratuita.pdf',
      descricao: '<p><script>alert(1)</script></p>',
    });
    expect(onlyScript.status).toBe(200);
    expect(((await onlyScript.json()) as AdminResumo).descricao).toBeNull();
    await agents.admin.put(`/api/admin/resumos/${created.id}`, {
      materiaId: content.free.id,
      url: 'https://cdn.example.com/gratuita.pdf',
      descricao: '<p><em>Revisão</em></p>',
    });
    expect((await rowOf(created.id))?.descricao).toBe('<p><em>Revisão</em></p>');
    const cleared = await sendForm(agents.admin, 'PUT', `/api/admin/resumos/${created.id}`, {
      materiaId: content.free.id,
      url: 'https://cdn.example.com/gratuita.pdf',
      descricao: '',
    });
    expect(cleared.status).toBe(200);
    expect((await rowOf(created.id))?.descricao).toBeNull();
    await agents.admin.delete(`/api/admin/resumos/${created.id}`);
  });

  it('stores an uploaded PDF, serves its bytes to a subscriber, refuses them to a non-subscriber', async () => {
    const pdf = pdfBytes(2_000, 'Premium');
    const res = await upload(content.premium.id, pdf, 'apostila.PDF', 'application/octet-stream');
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminResumo;
    expect(created).toMatchObject({ url: null, arquivo: { tamanho: pdf.byteLength, mime: 'application/pdf' } });
    const row = await rowOf(created.id);
    expect(row?.url).toBe(`/api/resumos/${created.id}/pdf`);
    expect(await arquivoExists(row!.arquivoId)).toBe(true);

    // Students see it at once on /resumos; the bytes round-trip only for a subscriber.
    const studentList = (await (await agents.subscriber.get('/api/resumos')).json()) as {
      resumos: Array<{ id: number }>;
    };
    expect(studentList.resumos.map((r) => r.id)).toContain(created.id);
    const served = await agents.subscriber.get(`/api/resumos/${created.id}/pdf`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    const refused = await agents.student.get(`/api/resumos/${created.id}/pdf`);
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({ message: messages.resumosSubscribersOnly });
    // The admin can open it without a subscription.
    const preview = await agents.admin.get(`/api/admin/resumos/${created.id}/pdf`);
    expect(preview.status).toBe(200);
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(pdf);

    // The audit row has the size and type, never the bytes.
    const [audit] = await auditOf(created.id);
    expect(audit!.depois).toMatchObject({
      arquivoId: row!.arquivoId,
      arquivo: { tamanho: pdf.byteLength, mime: 'application/pdf' },
    });
    expect(JSON.stringify(audit!.depois)).not.toContain('%PDF');
    expect(JSON.stringify(audit!.depois).length).toBeLessThan(400);
    await agents.admin.delete(`/api/admin/resumos/${created.id}`);
  });

  it('accepts a PDF of exactly 10 MB', async () => {
    const res = await upload(content.pratica.id, pdfOfSize(RESUMO_PDF_MAX_BYTES));
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminResumo;
    expect(created.arquivo?.tamanho).toBe(RESUMO_PDF_MAX_BYTES);
    expect((await agents.admin.delete(`/api/admin/resumos/${created.id}`)).status).toBe(204);
  });

  it('replaces the PDF (the old file goes in the same change), keeps it on a matéria change, then deletes', async () => {
    const first = pdfBytes(10, 'Primeiro');
    const created = (await (await upload(content.free.id, first)).json()) as AdminResumo;
    const id = created.id;
    const firstArquivo = (await rowOf(id))!.arquivoId;

    // A new upload replaces the file: the old one is gone, the new bytes are served.
    const second = pdfBytes(20, 'Segundo');
    const replaced = await sendForm(agents.admin, 'PUT', `/api/admin/resumos/${id}`, {
      materiaId: content.free.id,
      arquivo: second,
    });
    expect(replaced.status).toBe(200);
    const secondArquivo = (await rowOf(id))!.arquivoId;
    expect(secondArquivo).not.toBe(firstArquivo);
    expect(await arquivoExists(firstArquivo)).toBe(false);
    expect(new Uint8Array(await (await agents.subscriber.get(`/api/resumos/${id}/pdf`)).arrayBuffer())).toEqual(second);

    // Only the matéria changes: the stored PDF stays and the titulo follows the matéria.
    const moved = await sendForm(agents.admin, 'PUT', `/api/admin/resumos/${id}`, { materiaId: content.premium.id });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      titulo: 'Resumo — Premium Teste',
      materiaNome: 'Premium Teste',
      arquivo: { tamanho: second.byteLength },
    });
    expect((await rowOf(id))!.arquivoId).toBe(secondArquivo);

    // A switch to a link deletes the kept file.
    const linked = await agents.admin.put(`/api/admin/resumos/${id}`, {
      materiaId: content.premium.id,
      url: 'https://cdn.example.com/novo.pdf',
    });
    expect(linked.status).toBe(200);
    expect(await linked.json()).toMatchObject({ url: 'https://cdn.example.com/novo.pdf', arquivo: null });
    expect(await arquivoExists(secondArquivo)).toBe(false);
    expect((await rowOf(id))!.arquivoId).toBeNull();

    // A resumo by link must be given a link or a file again.
    const empty = await agents.admin.put(`/api/admin/resumos/${id}`, { materiaId: content.premium.id });
    expect(empty.status).toBe(400);
    expect(await body(empty)).toMatchObject({ message: msg.camposObrigatorios });

    // Back to an upload, then delete: the row and its file are gone.
    await sendForm(agents.admin, 'PUT', `/api/admin/resumos/${id}`, { materiaId: content.premium.id, arquivo: first });
    const thirdArquivo = (await rowOf(id))!.arquivoId;
    expect(await arquivoExists(thirdArquivo)).toBe(true);
    expect((await agents.admin.delete(`/api/admin/resumos/${id}`)).status).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    expect(await arquivoExists(thirdArquivo)).toBe(false);
    expect((await agents.subscriber.get(`/api/resumos/${id}/pdf`)).status).toBe(404);

    const audit = await auditOf(id);
    expect(audit.map((a) => a.acao)).toEqual(['create', 'update', 'update', 'update', 'update', 'delete']);
    expect(audit.every((a) => a.userId === agents.adminId)).toBe(true);
    expect(audit[1]).toMatchObject({
      antes: { arquivoId: firstArquivo, arquivo: { tamanho: first.byteLength } },
      depois: { arquivoId: secondArquivo, arquivo: { tamanho: second.byteLength } },
    });
    expect(audit[3]).toMatchObject({
      depois: { url: 'https://cdn.example.com/novo.pdf', arquivoId: null, arquivo: null },
    });
    expect(audit[5]).toMatchObject({ antes: { id, arquivoId: thirdArquivo }, depois: null });
    expect(audit.map((a) => JSON.stringify([a.antes, a.depois])).join('')).not.toContain('%PDF');
  });

  it('a refused replacement changes nothing and leaves the stored PDF in place', async () => {
    const created = (await (await upload(content.free.id, pdfBytes())).json()) as AdminResumo;
    const before = await rowOf(created.id);
    const auditBefore = (await auditOf(created.id)).length;
    const bad = await sendForm(agents.admin, 'PUT', `/api/admin/resumos/${created.id}`, {
      materiaId: content.free.id,
      arquivo: enc.encode('<html></html>'),
    });
    expect(bad.status).toBe(400);
    const tooBig = await sendForm(agents.admin, 'PUT', `/api/admin/resumos/${created.id}`, {
      materiaId: content.free.id,
      arquivo: pdfOfSize(RESUMO_PDF_MAX_BYTES + 1),
    });
    expect(tooBig.status).toBe(413);
    expect(await rowOf(created.id)).toEqual(before);
    expect(await arquivoExists(before!.arquivoId)).toBe(true);
    expect(await auditOf(created.id)).toHaveLength(auditBefore);
    await agents.admin.delete(`/api/admin/resumos/${created.id}`);
  });
});
