import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { Nota, NotaMaterias, NotasList } from '../../../shared/schemas/notas';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const MATERIAS: NotaMaterias = {
  materias: [
    { id: 11, nome: 'Educação Física', tipo: 'pratica', moduloId: 1, moduloNome: 'Básico' },
    { id: 12, nome: 'Português', tipo: 'teorica', moduloId: 1, moduloNome: 'Básico' },
    { id: 21, nome: 'Direito Penal', tipo: 'teorica', moduloId: 2, moduloNome: 'Específico' },
  ],
};
const PORTUGUES: Nota = {
  id: 1,
  nota: 8.5,
  data: '2025-03-10',
  descricao: 'Prova mensal',
  materia: { id: 12, nome: 'Português', tipo: 'teorica' },
  modulo: { id: 1, nome: 'Básico' },
};
const PENAL: Nota = {
  id: 2,
  nota: 4,
  data: '2025-03-01',
  descricao: null,
  materia: { id: 21, nome: 'Direito Penal', tipo: 'teorica' },
  modulo: { id: 2, nome: 'Específico' },
};
const COM_NOTAS: NotasList = { notas: [PORTUGUES, PENAL], medias: { basico: 8.5, especifico: 4, geral: 6.3 } };
const VAZIO: NotasList = { notas: [], medias: { basico: null, especifico: null, geral: null } };

/** The API of /notas: the list and options, writes answered by `onWrite` (201/200/204 by default). */
function stubNotas(list: NotasList, onWrite: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url === '/api/notas' && call.method === 'GET') return jsonResponse(list);
    if (call.url === '/api/notas/materias') return jsonResponse(MATERIAS);
    if (!call.url.startsWith('/api/notas')) return undefined;
    const answer = onWrite(call);
    if (answer) return answer;
    if (call.method === 'POST') return jsonResponse({ ...PORTUGUES, id: 3 }, 201);
    if (call.method === 'PUT') return jsonResponse(PORTUGUES);
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
}
const writes = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/notas') && c.method !== 'GET');
const listLoads = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/notas' && c.method === 'GET').length;

afterEach(() => {
  toast.dismiss();
});

/** Opens the form from an empty log (its empty state's button). */
async function openNewNota() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cadastrar primeira nota' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova Nota' });
  await within(dialog).findByLabelText('Matéria');
  return { user, dialog };
}

describe('the page', () => {
  it('tells a new student what to do, and the empty state opens the form', async () => {
    stubNotas(VAZIO);
    renderApp('/notas', { me: makeUser() });
    expect(await screen.findByText(messages.notasEmpty)).toBeInTheDocument();
    expect(screen.getByText(/entra no ranking do seu edital/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova Nota' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar primeira nota' }));
    expect(await screen.findByRole('dialog', { name: 'Nova Nota' })).toBeInTheDocument();
  });

  it('shows the module and general averages and each nota with its grade band', async () => {
    stubNotas(COM_NOTAS);
    renderApp('/notas', { me: makeUser() });
    const basico = await screen.findByRole('group', { name: 'Média Módulo Básico' });
    expect(within(basico).getByText('8,5')).toBeInTheDocument();
    expect(within(basico).getByText('Excelente')).toBeInTheDocument();
    expect(within(basico).getByText('1 nota')).toBeInTheDocument();
    const especifico = screen.getByRole('group', { name: 'Média Módulo Específico' });
    expect(within(especifico).getByText('4,0')).toBeInTheDocument();
    expect(within(especifico).getByText('Precisa Melhorar')).toBeInTheDocument();
    const geral = screen.getByRole('group', { name: 'Média Geral' });
    expect(within(geral).getByText('6,3')).toBeInTheDocument();
    expect(within(geral).getByText('Regular')).toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Português', 'Direito Penal']);
    expect(within(cards[0]!).getByText('Excelente')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('10/03/2025')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Prova mensal')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Precisa Melhorar')).toBeInTheDocument();
  });

  it('says when there is no general average yet', async () => {
    stubNotas({ notas: [PORTUGUES], medias: { basico: 8.5, especifico: null, geral: null } });
    renderApp('/notas', { me: makeUser() });
    const geral = await screen.findByRole('group', { name: 'Média Geral' });
    expect(within(geral).getByText('-')).toBeInTheDocument();
    expect(within(geral).getByText('Cadastre notas nos dois módulos para ver sua média geral.')).toBeInTheDocument();
  });

  it('offers a way to retry when the list fails to load', async () => {
    stubFetch((call) => (call.url === '/api/notas' ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/notas', { me: makeUser() });
    expect(await screen.findByText(messages.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('the nota form', () => {
  it('refuses an empty form field by field and sends nothing', async () => {
    const { calls } = stubNotas(VAZIO);
    renderApp('/notas', { me: makeUser() });
    const { user, dialog } = await openNewNota();
    await user.clear(within(dialog).getByLabelText('Data'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(messages.notaMateriaRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.notaRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.notaDataRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Matéria')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it.each([
    ['11', messages.notaRange],
    ['-1', messages.notaRange],
    ['7.456', messages.notaDecimals],
    ['7,456', messages.notaDecimals],
    ['sete', messages.notaRange],
  ])('refuses the nota %s with its message', async (value, message) => {
    const { calls } = stubNotas(VAZIO);
    renderApp('/notas', { me: makeUser() });
    const { user, dialog } = await openNewNota();
    await user.selectOptions(within(dialog).getByLabelText('Matéria'), 'Português');
    await user.type(within(dialog).getByLabelText('Nota'), value);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('takes the grade as text with a decimal keypad (a comma is kept), with practical subjects offered by module', async () => {
    stubNotas(VAZIO);
    renderApp('/notas', { me: makeUser() });
    const { dialog } = await openNewNota();
    const nota = within(dialog).getByLabelText('Nota');
    // A number field drops a decimal comma in a browser whose language writes a point: '0,5' became 5.
    expect(nota).toHaveAttribute('type', 'text');
    expect(nota).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).getByLabelText('Descrição (opcional)')).toBeInTheDocument();
    const basico = within(dialog).getByRole('group', { name: 'Básico' });
    expect(
      within(basico)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Educação Física — Prática (Apenas Notas)', 'Português']);
    expect(within(dialog).getByRole('group', { name: 'Específico' })).toBeInTheDocument();
  });

  it('saves a new nota, says so, closes, and refreshes the list, the dashboard and the ranking', async () => {
    const { calls } = stubNotas(VAZIO);
    const { queryClient } = renderApp('/notas', { me: makeUser() });
    queryClient.setQueryData(['dashboard'], {});
    queryClient.setQueryData(['ranking', 'geral'], {});
    const { user, dialog } = await openNewNota();
    await user.selectOptions(within(dialog).getByLabelText('Matéria'), 'Educação Física — Prática (Apenas Notas)');
    await user.type(within(dialog).getByLabelText('Nota'), '7,25');
    await user.clear(within(dialog).getByLabelText('Data'));
    await user.type(within(dialog).getByLabelText('Data'), '2025-04-02');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(messages.notaCreated)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { url: '/api/notas', method: 'POST', body: { materiaId: 11, nota: 7.25, data: '2025-04-02', descricao: null } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listLoads(calls)).toBe(2);
    expect(queryClient.getQueryState(['dashboard'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['ranking', 'geral'])?.isInvalidated).toBe(true);
  });

  it('shows the server’s refusal on its field, toasts the failure, and keeps the dialog open', async () => {
    stubNotas(VAZIO, (call) =>
      call.method === 'POST'
        ? jsonResponse(
            {
              code: 'MATERIA_NOT_FOUND',
              message: messages.materiaNotFound,
              fields: { materiaId: messages.materiaNotFound },
            },
            404,
          )
        : undefined,
    );
    renderApp('/notas', { me: makeUser() });
    const { user, dialog } = await openNewNota();
    await user.selectOptions(within(dialog).getByLabelText('Matéria'), 'Português');
    await user.type(within(dialog).getByLabelText('Nota'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(messages.materiaNotFound)).toBeInTheDocument();
    expect(await screen.findByText(messages.notaSaveFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nova Nota' })).toBeInTheDocument();
  });

  it('edits a nota from its current values and says it was updated', async () => {
    const { calls } = stubNotas(COM_NOTAS);
    renderApp('/notas', { me: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar nota de Português' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Nota' });
    expect(within(dialog).getByLabelText('Matéria')).toHaveValue('12');
    expect(within(dialog).getByLabelText('Nota')).toHaveValue('8,5');
    expect(within(dialog).getByLabelText('Data')).toHaveValue('2025-03-10');
    expect(within(dialog).getByLabelText('Descrição (opcional)')).toHaveValue('Prova mensal');
    await user.clear(within(dialog).getByLabelText('Nota'));
    await user.type(within(dialog).getByLabelText('Nota'), '9.75');
    await user.clear(within(dialog).getByLabelText('Descrição (opcional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText(messages.notaUpdated)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { url: '/api/notas/1', method: 'PUT', body: { materiaId: 12, nota: 9.75, data: '2025-03-10', descricao: null } },
    ]);
  });
});

describe('deleting a nota', () => {
  it('asks first, deletes on confirmation and says so', async () => {
    const { calls } = stubNotas(COM_NOTAS);
    renderApp('/notas', { me: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir nota de Direito Penal' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir nota' });
    expect(within(confirm).getByText(/Tem certeza que deseja excluir esta nota\?/)).toBeInTheDocument();
    expect(within(confirm).getByText('Direito Penal · 4,0 · 01/03/2025')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Excluir nota de Direito Penal' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(messages.notaDeleted)).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ url: '/api/notas/2', method: 'DELETE', body: undefined }]);
  });

  it('toasts the failure when the delete fails', async () => {
    stubNotas(COM_NOTAS, (call) => (call.method === 'DELETE' ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/notas', { me: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir nota de Português' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(messages.notaDeleteFailed)).toBeInTheDocument();
  });
});
