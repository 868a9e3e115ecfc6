import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { AdminEdital } from '../../../shared/schemas/admin';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const E2025: AdminEdital = { id: 1, numero: '01/2025', descricao: 'CFSd 2025', ativo: true };
const admin = () => makeUser({ isAdmin: true });
const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/admin/editais') && c.method !== 'GET');

function stubEditais(list: AdminEdital[], onWrite: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url === '/api/admin/editais' && call.method === 'GET') return jsonResponse(list);
    if (!call.url.startsWith('/api/admin/editais')) return undefined;
    return onWrite(call) ?? (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(E2025));
  });
}

afterEach(() => {
  toast.dismiss();
});

describe('/admin/editais', () => {
  it('says the list failed to load', async () => {
    stubFetch((call) => (call.url === '/api/admin/editais' ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/admin/editais', { me: admin() });
    expect(await screen.findByText(messages.editaisLoadFailed)).toBeInTheDocument();
  });

  it('refuses a missing número in pt-BR and sends nothing', async () => {
    const { calls } = stubEditais([]);
    renderApp('/admin/editais', { me: admin() });
    expect(await screen.findByText('Nenhum edital cadastrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Edital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Edital' });
    expect(within(dialog).getByLabelText('Número do Edital')).toHaveAttribute('placeholder', 'Ex.: 01/2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(messages.editalNumeroRequired)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('shows a repeated número under its field', async () => {
    stubEditais([], () => apiError(409, 'EDITAL_DUPLICADO', messages.editalNumeroDuplicado));
    renderApp('/admin/editais', { me: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Edital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Edital' });
    await userEvent.type(within(dialog).getByLabelText('Número do Edital'), '01/2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(messages.editalNumeroDuplicado)).toBeInTheDocument();
  });

  it('creates an edital without descrição', async () => {
    const { calls } = stubEditais([]);
    renderApp('/admin/editais', { me: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Edital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Edital' });
    await userEvent.type(within(dialog).getByLabelText('Número do Edital'), '02/2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(messages.editalCreated)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { url: '/api/admin/editais', method: 'POST', body: { numero: '02/2025', descricao: null, ativo: true } },
    ]);
  });

  it('deactivates an edital through PUT', async () => {
    const { calls } = stubEditais([E2025]);
    renderApp('/admin/editais', { me: admin() });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('CFSd 2025')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Editar edital 01/2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Edital' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(messages.editalUpdated)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { url: '/api/admin/editais/1', method: 'PUT', body: { numero: '01/2025', descricao: 'CFSd 2025', ativo: false } },
    ]);
  });

  it("shows the server's reason when a delete is refused, and deletes otherwise", async () => {
    const refusal = 'Este edital não pode ser excluído: 2 alunos vinculados a ele. Desative em vez de excluir.';
    let refuse = true;
    const { calls } = stubEditais([E2025], (call) =>
      call.method === 'DELETE' && refuse ? apiError(409, 'EDITAL_EM_USO', refusal) : undefined,
    );
    renderApp('/admin/editais', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir edital 01/2025' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Excluir edital' })).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    refuse = false;
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir edital 01/2025' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Excluir edital' })).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText(messages.editalDeleted)).toBeInTheDocument();
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
  });
});
