import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { AdminModulo } from '../../../shared/schemas/admin';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const BASICO: AdminModulo = { id: 1, nome: 'Básico', materias: 2 };
const admin = () => makeUser({ isAdmin: true });
const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/admin/modulos') && c.method !== 'GET');

function stubModulos(list: AdminModulo[], onWrite: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url === '/api/admin/modulos' && call.method === 'GET') return jsonResponse(list);
    if (!call.url.startsWith('/api/admin/modulos')) return undefined;
    return onWrite(call) ?? (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(BASICO));
  });
}

afterEach(() => {
  toast.dismiss();
});

describe('/admin/modulos', () => {
  it('says the list failed to load', async () => {
    stubFetch((call) => (call.url === '/api/admin/modulos' ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/admin/modulos', { me: admin() });
    expect(await screen.findByText(messages.modulosLoadFailed)).toBeInTheDocument();
  });

  it('refuses an empty name and sends nothing; a repeated name shows under the field', async () => {
    const { calls } = stubModulos([], () => apiError(409, 'MODULO_DUPLICADO', messages.moduloNomeDuplicado));
    renderApp('/admin/modulos', { me: admin() });
    expect(await screen.findByText('Nenhum módulo cadastrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Módulo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Módulo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(messages.moduloNomeRequired)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Básico');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(messages.moduloNomeDuplicado)).toBeInTheDocument();
    expect(await screen.findByText(messages.moduloSaveFailed)).toBeInTheDocument();
  });

  it("creates a módulo with 'Módulo criado com sucesso!'", async () => {
    const { calls } = stubModulos([]);
    renderApp('/admin/modulos', { me: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Módulo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Módulo' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Específico');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Módulo criado com sucesso!')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ url: '/api/admin/modulos', method: 'POST', body: { nome: 'Específico' } }]);
  });

  it('shows each módulo as a card and renames it', async () => {
    const { calls } = stubModulos([BASICO]);
    renderApp('/admin/modulos', { me: admin() });
    const card = await screen.findByRole('article', { name: 'Básico' });
    expect(within(card).getByText('2 matérias')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Editar Básico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Módulo' });
    const nome = within(dialog).getByLabelText('Nome');
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Módulo Básico');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(messages.moduloUpdated)).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ url: '/api/admin/modulos/1', method: 'PUT', body: { nome: 'Módulo Básico' } }]);
  });

  it('shows why a módulo with matérias is kept, and deletes after confirmation otherwise', async () => {
    const refusal = 'Este módulo não pode ser excluído: 2 matérias pertencem a ele.';
    let refuse = true;
    const { calls } = stubModulos([BASICO], (call) =>
      call.method === 'DELETE' && refuse ? apiError(409, 'MODULO_EM_USO', refusal) : undefined,
    );
    renderApp('/admin/modulos', { me: admin() });
    const card = await screen.findByRole('article', { name: 'Básico' });
    const excluir = async () => {
      await userEvent.click(within(card).getByRole('button', { name: 'Excluir Básico' }));
      const confirm = await screen.findByRole('dialog', { name: 'Excluir módulo' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    };
    await excluir();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    refuse = false;
    await excluir();
    expect(await screen.findByText(messages.moduloDeleted)).toBeInTheDocument();
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
  });
});
