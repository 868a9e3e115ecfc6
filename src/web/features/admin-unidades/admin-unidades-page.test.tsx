import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { AdminUnidade } from '../../../shared/schemas/admin';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const BPM: AdminUnidade = { id: 1, sigla: '1º BPM', nome: 'Primeiro Batalhão', ativo: true };
const admin = () => makeUser({ isAdmin: true });
const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/admin/unidades') && c.method !== 'GET');

function stubUnidades(list: AdminUnidade[], onWrite: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url === '/api/admin/unidades' && call.method === 'GET') return jsonResponse(list);
    if (!call.url.startsWith('/api/admin/unidades')) return undefined;
    return onWrite(call) ?? (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(BPM));
  });
}

afterEach(() => {
  toast.dismiss();
});

describe('/admin/unidades', () => {
  it('says the list failed to load', async () => {
    stubFetch((call) => (call.url === '/api/admin/unidades' ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/admin/unidades', { me: admin() });
    expect(await screen.findByText(messages.unidadesLoadFailed)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubUnidades([]);
    renderApp('/admin/unidades', { me: admin() });
    expect(await screen.findByText('Nenhuma unidade cadastrada')).toBeInTheDocument();
  });

  it('refuses an empty form with the pt-BR messages and sends nothing', async () => {
    const { calls } = stubUnidades([]);
    renderApp('/admin/unidades', { me: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova Unidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Unidade' });
    expect(within(dialog).getByLabelText('Sigla')).toHaveAttribute('placeholder', 'Ex.: 1º BPM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(messages.unidadeSiglaRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.unidadeNomeRequired)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('shows a repeated sigla under its field', async () => {
    stubUnidades([], () => apiError(409, 'UNIDADE_DUPLICADA', messages.unidadeSiglaDuplicada));
    renderApp('/admin/unidades', { me: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova Unidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Unidade' });
    await userEvent.type(within(dialog).getByLabelText('Sigla'), '1º BPM');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Primeiro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(messages.unidadeSiglaDuplicada)).toBeInTheDocument();
    expect(await screen.findByText(messages.unidadeSaveFailed)).toBeInTheDocument();
  });

  it('creates an inactive unidade and says so', async () => {
    const { calls } = stubUnidades([]);
    renderApp('/admin/unidades', { me: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova Unidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Unidade' });
    await userEvent.type(within(dialog).getByLabelText('Sigla'), '2º BPM');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Segundo Batalhão');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(messages.unidadeCreated)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { url: '/api/admin/unidades', method: 'POST', body: { sigla: '2º BPM', nome: 'Segundo Batalhão', ativo: false } },
    ]);
  });

  it('edits a unidade through PUT', async () => {
    const { calls } = stubUnidades([BPM]);
    renderApp('/admin/unidades', { me: admin() });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Primeiro Batalhão')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Editar 1º BPM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Unidade' });
    const nome = within(dialog).getByLabelText('Nome');
    await userEvent.clear(nome);
    await userEvent.type(nome, '1º Batalhão');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(messages.unidadeUpdated)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { url: '/api/admin/unidades/1', method: 'PUT', body: { sigla: '1º BPM', nome: '1º Batalhão', ativo: true } },
    ]);
  });

  it("shows the server's reason when a delete is refused", async () => {
    const refusal = 'Esta unidade não pode ser excluída: 1 aluno vinculado a ela. Desative em vez de excluir.';
    stubUnidades([BPM], (call) => (call.method === 'DELETE' ? apiError(409, 'UNIDADE_EM_USO', refusal) : undefined));
    renderApp('/admin/unidades', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir 1º BPM' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir unidade' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const { calls } = stubUnidades([BPM]);
    renderApp('/admin/unidades', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir 1º BPM' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir unidade' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(messages.unidadeDeleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ url: '/api/admin/unidades/1', method: 'DELETE', body: undefined }]),
    );
  });
});
