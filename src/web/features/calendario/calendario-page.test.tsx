import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { Prova, ProvaMaterias } from '../../../shared/schemas/provas';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const MATERIAS: ProvaMaterias = {
  materias: [
    { id: 3, nome: 'Direito Constitucional', moduloNome: 'Básico' },
    { id: 7, nome: 'Língua Portuguesa', moduloNome: 'Básico' },
  ],
};
const FEED_PATH = `/api/calendario/${'a'.repeat(43)}.ics`;

const upcoming: Prova = {
  id: 11,
  materia: { id: 3, nome: 'Direito Constitucional' },
  titulo: 'Direito Constitucional',
  inicio: '2099-03-10T17:30:00.000Z',
  data: '2099-03-10',
  hora: '14:30',
  descricao: 'Sala 3',
};
const upcomingApril: Prova = {
  ...upcoming,
  id: 12,
  materia: { id: 7, nome: 'Língua Portuguesa' },
  titulo: 'Língua Portuguesa',
  inicio: '2099-04-01T01:30:00.000Z', // 22:30 on 31 March in São Paulo
  data: '2099-03-31',
  hora: '22:30',
  descricao: null,
};
const past: Prova = {
  ...upcoming,
  id: 10,
  inicio: '2020-05-02T12:00:00.000Z',
  data: '2020-05-02',
  hora: '09:00',
  descricao: null,
};

/** The calendar's API: the list (`provas`), the subjects, the feed, and writes answered by `onWrite`. */
function stubCalendario(provas: Prova[], onWrite: (call: FetchCall) => Response = () => jsonResponse(upcoming, 201)) {
  return stubFetch((call) => {
    if (call.url === '/api/provas' && call.method === 'GET') return jsonResponse({ provas });
    if (call.url === '/api/provas/materias') return jsonResponse(MATERIAS);
    if (call.url === '/api/provas/calendario' && call.method === 'GET') return jsonResponse({ path: FEED_PATH });
    if (call.url.startsWith('/api/provas') && call.method !== 'GET') return onWrite(call);
    return undefined;
  });
}

afterEach(() => {
  toast.dismiss();
});

const dialog = () => screen.findByRole('dialog');
const fill = async (values: { materia?: string; data?: string; hora?: string; descricao?: string }) => {
  const d = await dialog();
  const user = userEvent.setup();
  if (values.materia) await user.selectOptions(await within(d).findByLabelText('Matéria'), values.materia);
  if (values.data !== undefined) fireEvent.change(within(d).getByLabelText('Data'), { target: { value: values.data } });
  if (values.hora !== undefined) fireEvent.change(within(d).getByLabelText('Hora'), { target: { value: values.hora } });
  if (values.descricao !== undefined)
    await user.type(within(d).getByLabelText('Descrição (opcional)'), values.descricao);
  return { d, user };
};

describe('the list', () => {
  it('shows the empty state, with Nova Prova', async () => {
    stubCalendario([]);
    renderApp('/calendario', { me: makeUser() });
    expect(await screen.findByText(messages.provasEmpty)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nova Prova' }));
    expect(await within(await dialog()).findByRole('heading', { name: 'Nova Prova' })).toBeInTheDocument();
  });

  it('groups upcoming provas by São Paulo month and keeps past ones apart', async () => {
    stubCalendario([past, upcoming, upcomingApril]);
    renderApp('/calendario', { me: makeUser() });
    const proximas = await screen.findByRole('region', { name: /Próximas provas/ });
    const march = within(proximas).getByRole('region', { name: 'Março de 2099' });
    expect(
      within(march)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Direito Constitucional', 'Língua Portuguesa']);
    expect(within(march).getByText('Sala 3')).toBeInTheDocument();
    expect(within(march).getByText('22:30')).toBeInTheDocument();
    expect(within(proximas).queryByRole('region', { name: 'Abril de 2099' })).toBeNull();

    const realizadas = screen.getByRole('region', { name: /Provas realizadas/ });
    expect(within(realizadas).getByRole('region', { name: 'Maio de 2020' })).toBeInTheDocument();
    expect(within(realizadas).getByText('Realizada')).toBeInTheDocument();
    expect(within(proximas).queryByText('Realizada')).toBeNull();
  });

  it('shows the private feed URL on the page’s origin', async () => {
    stubCalendario([]);
    renderApp('/calendario', { me: makeUser() });
    const card = await screen.findByRole('region', { name: 'Adicionar ao seu calendário' });
    expect(await within(card).findByLabelText('Link do seu calendário')).toHaveValue(
      `${window.location.origin}${FEED_PATH}`,
    );
    expect(within(card).getByRole('button', { name: 'Gerar novo link' })).toBeEnabled();
  });
});

describe('the Nova Prova form', () => {
  it('refuses to send without matéria, data and hora, with the messages', async () => {
    const { calls } = stubCalendario([]);
    renderApp('/calendario', { me: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nova Prova' }));
    const d = await dialog();
    await user.click(await within(d).findByRole('button', { name: 'Criar' }));
    expect(await within(d).findByText(messages.provaMateriaRequired)).toBeInTheDocument();
    expect(within(d).getByText(messages.provaDataRequired)).toBeInTheDocument();
    expect(within(d).getByText(messages.provaHoraRequired)).toBeInTheDocument();
    expect(within(d).getByLabelText('Matéria')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates with the subject id, the wall-clock date and time, and no blank description', async () => {
    const { calls } = stubCalendario([]);
    renderApp('/calendario', { me: makeUser() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Nova Prova' }));
    const { d, user } = await fill({ materia: 'Língua Portuguesa', data: '2099-03-10', hora: '14:30' });
    await user.click(within(d).getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText(messages.provaCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/provas',
      body: { materiaId: 7, data: '2099-03-10', hora: '14:30', descricao: null },
    });
    // The list is fetched again after the change.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/provas' && c.method === 'GET')).toHaveLength(2));
  });

  it("shows the server's 'Matéria não encontrada' under Matéria and stays open", async () => {
    stubCalendario([], () =>
      jsonResponse(
        {
          code: 'MATERIA_NOT_FOUND',
          message: 'Matéria não encontrada',
          fields: { materiaId: 'Matéria não encontrada' },
        },
        404,
      ),
    );
    renderApp('/calendario', { me: makeUser() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Nova Prova' }));
    const { d, user } = await fill({ materia: 'Direito Constitucional', data: '2099-03-10', hora: '08:00' });
    await user.click(within(d).getByRole('button', { name: 'Criar' }));
    expect(await within(d).findByText('Matéria não encontrada')).toBeInTheDocument();
    expect(within(d).getByLabelText('Matéria')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('an unexpected failure keeps the form and says so', async () => {
    stubCalendario([], () => apiError(500, 'INTERNAL', messages.internal));
    renderApp('/calendario', { me: makeUser() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Nova Prova' }));
    const { d, user } = await fill({ materia: 'Direito Constitucional', data: '2099-03-10', hora: '08:00' });
    await user.click(within(d).getByRole('button', { name: 'Criar' }));
    expect(await within(d).findByText(messages.provaSaveFailed)).toBeInTheDocument();
    expect(within(d).getByLabelText('Data')).toHaveValue('2099-03-10');
  });

  it('edits: starts from the prova, says Atualizar and PUTs to its id', async () => {
    const { calls } = stubCalendario([upcoming], () => jsonResponse({ ...upcoming, hora: '09:15' }));
    renderApp('/calendario', { me: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar prova de Direito Constitucional' }));
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Editar Prova' })).toBeInTheDocument();
    expect(await within(d).findByLabelText('Matéria')).toHaveValue('3');
    expect(within(d).getByLabelText('Data')).toHaveValue('2099-03-10');
    expect(within(d).getByLabelText('Hora')).toHaveValue('14:30');
    expect(within(d).getByLabelText('Descrição (opcional)')).toHaveValue('Sala 3');
    fireEvent.change(within(d).getByLabelText('Hora'), { target: { value: '09:15' } });
    await user.click(within(d).getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText(messages.provaUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/provas/11',
      body: { materiaId: 3, data: '2099-03-10', hora: '09:15', descricao: 'Sala 3' },
    });
  });

  it("a new prova after an edit starts blank, not from the edited one's values", async () => {
    stubCalendario([upcoming]);
    renderApp('/calendario', { me: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar prova de Direito Constitucional' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Nova Prova' }));
    const d = await dialog();
    expect(await within(d).findByLabelText('Matéria')).toHaveValue('');
    expect(within(d).getByLabelText('Data')).toHaveValue('');
  });
});

describe('deleting', () => {
  it("asks 'Confirmar Exclusão' and deletes only after Excluir", async () => {
    const { calls } = stubCalendario([upcoming], () => new Response(null, { status: 204 }));
    renderApp('/calendario', { me: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir prova de Direito Constitucional' }));
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Confirmar Exclusão' })).toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Excluir prova de Direito Constitucional' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(messages.provaDeleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/provas/11']);
  });
});
