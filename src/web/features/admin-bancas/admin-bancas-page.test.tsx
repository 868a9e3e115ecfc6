import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { AdminBanca } from '../../../shared/schemas/admin';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

const VUNESP: AdminBanca = { id: 1, nome: 'VUNESP', ativo: true, questoes: 12 };
const IBFC: AdminBanca = { id: 2, nome: 'IBFC', ativo: false, questoes: 0 };

afterEach(() => {
  toast.dismiss();
});

describe('/admin/bancas', () => {
  it('lets only an unused banca be deleted, and shows a repeated name under its field', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/admin/bancas' && call.method === 'GET') return jsonResponse([IBFC, VUNESP]);
      if (call.method === 'POST') return apiError(409, 'BANCA_DUPLICADA', messages.bancaNomeDuplicado);
      return undefined;
    });
    renderApp('/admin/bancas', { me: makeUser({ isAdmin: true }) });
    const table = await screen.findByRole('table', { name: 'Bancas' });
    expect(within(table).getByText('12 questões')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Excluir banca VUNESP' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Excluir banca IBFC' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Nova Banca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Banca' });
    await userEvent.type(within(dialog).getByLabelText('Nome da banca'), 'vunesp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(messages.bancaNomeDuplicado)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ nome: 'vunesp', ativo: true }]),
    );
  });
});
