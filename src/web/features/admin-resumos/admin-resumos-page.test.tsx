import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCatalogo } from '../../../shared/schemas/admin-catalogo';
import { resumoAdminMessages as msg, type AdminResumo } from '../../../shared/schemas/admin-resumos';
import { installProseMirrorJsdomShims, pasteInto } from '../../components/rich-text/prosemirror-jsdom';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const CATALOGO: AdminCatalogo = {
  modulos: [
    { id: 1, nome: 'Básico' },
    { id: 2, nome: 'Específico' },
  ],
  materias: [
    { id: 10, nome: 'Português', moduloId: 1, tipo: 'teorica', isFree: true },
    { id: 11, nome: 'Matemática', moduloId: 1, tipo: 'teorica', isFree: false },
    { id: 20, nome: 'Direito Penal', moduloId: 2, tipo: 'teorica', isFree: false },
  ],
  aulas: [],
  bancas: [],
};
const LINK: AdminResumo = {
  id: 1,
  titulo: 'Resumo — Português',
  materiaId: 10,
  materiaNome: 'Português',
  moduloId: 1,
  moduloNome: 'Básico',
  url: 'https://cdn.example.com/portugues.pdf',
  arquivo: null,
  descricao: null,
};
const UPLOADED: AdminResumo = {
  id: 2,
  titulo: 'Resumo — Direito Penal',
  materiaId: 20,
  materiaNome: 'Direito Penal',
  moduloId: 2,
  moduloNome: 'Específico',
  url: null,
  arquivo: { tamanho: 1_258_291, mime: 'application/pdf' },
  descricao: '<p>Crimes contra a <strong>pessoa</strong>.</p>',
};

const admin = () => makeUser({ isAdmin: true });
const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/admin/resumos') && c.method !== 'GET');
/** A multipart body as plain entries, a file as its name. */
const entries = (body: unknown) =>
  Object.fromEntries(
    [...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `arquivo ${v.name}`]),
  );

function stubResumos(list: AdminResumo[], onWrite: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url === '/api/admin/catalogo') return jsonResponse(CATALOGO);
    if (call.url === '/api/admin/resumos' && call.method === 'GET') return jsonResponse(list);
    if (!call.url.startsWith('/api/admin/resumos')) return undefined;
    return onWrite(call) ?? (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(LINK));
  });
}

function pdf(name: string, size: number): File {
  const file = new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: 'Novo Resumo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo Resumo' });
  await within(dialog).findByRole('option', { name: 'Matemática' });
  return dialog;
}

beforeAll(installProseMirrorJsdomShims);
// The form mounts a ProseMirror editor (the description), slow under jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  toast.dismiss();
});

describe('/admin/resumos', () => {
  it('says the list failed to load', async () => {
    stubFetch((call) => (call.url === '/api/admin/resumos' ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/admin/resumos', { me: admin() });
    expect(await screen.findByText(msg.loadFailed)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubResumos([]);
    renderApp('/admin/resumos', { me: admin() });
    expect(await screen.findByText('Nenhum resumo cadastrado')).toBeInTheDocument();
  });

  it('lists módulo, matéria, the link or the uploaded PDF with its size', async () => {
    stubResumos([LINK, UPLOADED]);
    renderApp('/admin/resumos', { me: admin() });
    const table = await screen.findByRole('table', { name: 'Resumos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Módulo', 'Matéria', 'URL', 'Ações']);
    expect(within(table).getByRole('link', { name: /portugues\.pdf/ })).toHaveAttribute(
      'href',
      'https://cdn.example.com/portugues.pdf',
    );
    const uploaded = within(table).getByRole('link', { name: /PDF enviado de Direito Penal/ });
    expect(uploaded).toHaveTextContent('PDF enviado (1,2 MB)');
    expect(uploaded).toHaveAttribute('href', '/api/admin/resumos/2/pdf');
  });

  it('asks for every field, marks matérias that have a resumo, and sends nothing', async () => {
    const { calls } = stubResumos([LINK]);
    renderApp('/admin/resumos', { me: admin() });
    const dialog = await openNew();
    expect(within(dialog).getByRole('option', { name: 'Português (já tem resumo)' })).toBeDisabled();
    expect(within(dialog).getByRole('option', { name: 'Matemática' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText(msg.camposObrigatorios)).toHaveLength(2);

    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Matemática');
    await userEvent.type(within(dialog).getByLabelText('URL do PDF'), 'ftp://x/y.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(msg.urlInvalida)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('creates a resumo by link', async () => {
    const { calls } = stubResumos([]);
    renderApp('/admin/resumos', { me: admin() });
    const dialog = await openNew();
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Matemática');
    await userEvent.type(within(dialog).getByLabelText('URL do PDF'), ' https://cdn.example.com/mat.pdf ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(msg.created)).toBeInTheDocument();
    const [write] = writes(calls);
    expect(write).toMatchObject({ url: '/api/admin/resumos', method: 'POST' });
    expect(entries(write!.body)).toEqual({ materiaId: '11', descricao: '', url: 'https://cdn.example.com/mat.pdf' });
  });

  it('sends the description written in the rich-text editor', async () => {
    const { calls } = stubResumos([]);
    renderApp('/admin/resumos', { me: admin() });
    const dialog = await openNew();
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Matemática');
    await userEvent.type(within(dialog).getByLabelText('URL do PDF'), 'https://cdn.example.com/mat.pdf');
    const editor = await within(dialog).findByRole('textbox', { name: 'Descrição (opcional)' });
    const toolbar = within(dialog).getByRole('toolbar', { name: 'Formatação de Descrição' });
    // No images here: an upload no question links is swept after a day (decision 0056).
    expect(within(toolbar).queryByRole('button', { name: /Imagem/ })).toBeNull();
    expect(within(toolbar).getByRole('button', { name: /Negrito/ })).toBeInTheDocument();
    pasteInto(editor, { html: '<p>Frações e <strong>porcentagem</strong>.</p>' });
    await waitFor(() => expect(editor).toHaveTextContent('Frações e porcentagem.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(msg.created)).toBeInTheDocument();
    expect(entries(writes(calls)[0]!.body)).toEqual({
      materiaId: '11',
      descricao: '<p>Frações e <strong>porcentagem</strong>.</p>',
      url: 'https://cdn.example.com/mat.pdf',
    });
  });

  it('refuses a PDF over 10 MB as soon as it is picked, and uploads one within the limit', async () => {
    const { calls } = stubResumos([]);
    renderApp('/admin/resumos', { me: admin() });
    const dialog = await openNew();
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Direito Penal');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Enviar PDF' }));
    const input = within(dialog).getByLabelText('Arquivo PDF');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');

    await userEvent.upload(input, pdf('enorme.pdf', 12 * 1024 * 1024));
    expect(
      await within(dialog).findByText(`${msg.pdfMuitoGrande} (o arquivo escolhido tem 12 MB).`),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText(`${msg.pdfMuitoGrande} (o arquivo escolhido tem 12 MB).`)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await userEvent.upload(input, pdf('penal.pdf', 1_258_291));
    expect(within(dialog).getByText('penal.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('(1,2 MB)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(msg.created)).toBeInTheDocument();
    expect(entries(writes(calls)[0]!.body)).toEqual({ materiaId: '20', descricao: '', arquivo: 'arquivo penal.pdf' });
  });

  it("shows the server's refusal under the field and the spec's toast", async () => {
    stubResumos([], () => apiError(400, 'RESUMO_PDF_INVALIDO', msg.pdfInvalido));
    renderApp('/admin/resumos', { me: admin() });
    const dialog = await openNew();
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Matemática');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Enviar PDF' }));
    await userEvent.upload(within(dialog).getByLabelText('Arquivo PDF'), pdf('foto.pdf', 5_000));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(msg.pdfInvalido)).toBeInTheDocument();
    expect(await screen.findByText(msg.saveFailed)).toBeInTheDocument();
  });

  it('edits an uploaded resumo keeping its PDF: only the matéria and the description are sent', async () => {
    const { calls } = stubResumos([LINK, UPLOADED]);
    renderApp('/admin/resumos', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Editar resumo de Direito Penal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Resumo' });
    await within(dialog).findByRole('option', { name: 'Matemática' });
    // The first opening shows the resumo's own matéria chosen, not the placeholder.
    expect(within(dialog).getByLabelText('Matéria')).toHaveDisplayValue('Direito Penal');
    expect(within(dialog).getByRole('radio', { name: 'Enviar PDF' })).toBeChecked();
    expect(within(dialog).getByText('PDF atual mantido (1,2 MB)')).toBeInTheDocument();
    // Its own matéria stays selectable; the one another resumo has does not.
    expect(within(dialog).getByRole('option', { name: 'Direito Penal' })).toBeEnabled();
    expect(within(dialog).getByRole('option', { name: 'Português (já tem resumo)' })).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Matemática');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(msg.updated)).toBeInTheDocument();
    const [write] = writes(calls);
    expect(write).toMatchObject({ url: '/api/admin/resumos/2', method: 'PUT' });
    expect(entries(write!.body)).toEqual({
      materiaId: '11',
      descricao: '<p>Crimes contra a <strong>pessoa</strong>.</p>',
    });
  });

  it('deletes after confirmation, and says when it could not', async () => {
    let fail = false;
    const { calls } = stubResumos([LINK], (call) =>
      call.method === 'DELETE' && fail ? apiError(500, 'INTERNAL', 'x') : undefined,
    );
    renderApp('/admin/resumos', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir resumo de Português' }));
    let confirm = await screen.findByRole('dialog', { name: 'Excluir resumo' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(msg.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ url: '/api/admin/resumos/1', method: 'DELETE', body: undefined }]),
    );

    fail = true;
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir resumo de Português' }));
    confirm = await screen.findByRole('dialog', { name: 'Excluir resumo' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(msg.deleteFailed)).toBeInTheDocument();
  });
});
