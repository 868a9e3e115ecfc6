import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCatalogo } from '../../../shared/schemas/admin-catalogo';
import { materiaMessages, type AdminMateria } from '../../../shared/schemas/admin-materias';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const PORTUGUES: AdminMateria = {
  id: 7,
  nome: 'Português',
  moduloId: 1,
  moduloNome: 'Básico',
  tipo: 'teorica',
  isFree: true,
  questoes: 12,
  aulas: 3,
  simulados: 4,
  notas: 0,
};
const EDUCACAO_FISICA: AdminMateria = {
  ...PORTUGUES,
  id: 8,
  nome: 'Educação Física',
  moduloId: 2,
  moduloNome: 'Específico',
  tipo: 'pratica',
  isFree: false,
  questoes: 0,
  aulas: 0,
  simulados: 0,
  notas: 2,
};
const CATALOGO: AdminCatalogo = {
  modulos: [
    { id: 1, nome: 'Básico' },
    { id: 2, nome: 'Específico' },
  ],
  materias: [],
  aulas: [],
  bancas: [],
};
const admin = () => makeUser({ isAdmin: true });
/** A refusal naming the field it belongs to, as the API sends it. */
const fieldError = (code: string, message: string, field: string) =>
  jsonResponse({ code, message, fields: { [field]: message } }, 409);
const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/admin/materias') && c.method !== 'GET');

function stubMaterias(list: AdminMateria[], onWrite: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url === '/api/admin/catalogo') return jsonResponse(CATALOGO);
    if (call.url === '/api/admin/materias' && call.method === 'GET') return jsonResponse(list);
    if (!call.url.startsWith('/api/admin/materias')) return undefined;
    return onWrite(call) ?? (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(PORTUGUES));
  });
}

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nova Matéria' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova Matéria' });
  await within(dialog).findByRole('option', { name: 'Básico' });
  return dialog;
}

afterEach(() => {
  toast.dismiss();
});

describe('/admin/materias', () => {
  it('says the list failed to load', async () => {
    stubFetch((call) => (call.url === '/api/admin/materias' ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/admin/materias', { me: admin() });
    expect(await screen.findByText(materiaMessages.loadFailed)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubMaterias([]);
    renderApp('/admin/materias', { me: admin() });
    expect(await screen.findByText('Nenhuma matéria cadastrada')).toBeInTheDocument();
  });

  it('lists Nome / Módulo / Tipo / Status with the Gratuita and Premium badges', async () => {
    stubMaterias([PORTUGUES, EDUCACAO_FISICA]);
    renderApp('/admin/materias', { me: admin() });
    const table = await screen.findByRole('table', { name: 'Matérias' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Módulo', 'Tipo', 'Status', 'Ações']);
    const [, port, edf] = within(table).getAllByRole('row');
    expect(within(port!).getByText('Básico')).toBeInTheDocument();
    expect(within(port!).getByText('Teórica (Simulados)')).toBeInTheDocument();
    expect(within(port!).getByText('Gratuita')).toBeInTheDocument();
    expect(within(port!).getByText('12 questões · 3 aulas · 4 simulados')).toBeInTheDocument();
    expect(within(edf!).getByText('Prática (Apenas Notas)')).toBeInTheDocument();
    expect(within(edf!).getByText('Premium')).toBeInTheDocument();
    expect(within(edf!).getByText('2 notas')).toBeInTheDocument();
  });

  it('refuses an empty form with the pt-BR messages and sends nothing', async () => {
    const { calls } = stubMaterias([]);
    renderApp('/admin/materias', { me: admin() });
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(materiaMessages.nomeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(materiaMessages.moduloRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome da Matéria')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it('shows a name the módulo already has under the Nome field', async () => {
    stubMaterias([], () => fieldError('MATERIA_DUPLICADA', materiaMessages.nomeDuplicado, 'nome'));
    renderApp('/admin/materias', { me: admin() });
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByLabelText('Nome da Matéria'), 'Português');
    await userEvent.selectOptions(within(dialog).getByLabelText('Módulo'), 'Básico');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const nome = within(dialog).getByLabelText('Nome da Matéria');
    await waitFor(() => expect(nome).toHaveAccessibleDescription(materiaMessages.nomeDuplicado));
    expect(await screen.findByText(materiaMessages.saveFailed)).toBeInTheDocument();
  });

  it('creates a free practical matéria and says so', async () => {
    const { calls } = stubMaterias([]);
    renderApp('/admin/materias', { me: admin() });
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByLabelText('Nome da Matéria'), 'Educação Física');
    await userEvent.selectOptions(within(dialog).getByLabelText('Módulo'), 'Específico');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), 'Prática (Apenas Notas)');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Disponibilizar gratuitamente' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(materiaMessages.created)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        url: '/api/admin/materias',
        method: 'POST',
        body: { nome: 'Educação Física', moduloId: 2, tipo: 'pratica', isFree: true },
      },
    ]);
  });

  it("edits through PUT, starting from the matéria's values, and shows a refused Tipo change under Tipo", async () => {
    const refusal = materiaMessages.tipoComQuestoesDetalhado(12);
    const { calls } = stubMaterias([PORTUGUES], (call) =>
      call.method === 'PUT' && (call.body as { tipo: string }).tipo === 'pratica'
        ? fieldError('MATERIA_TIPO_COM_QUESTOES', refusal, 'tipo')
        : undefined,
    );
    renderApp('/admin/materias', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Editar Português' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Matéria' });
    expect(await within(dialog).findByLabelText('Módulo')).toHaveValue('1');
    expect(within(dialog).getByRole('checkbox', { name: 'Disponibilizar gratuitamente' })).toBeChecked();

    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), 'Prática (Apenas Notas)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const tipo = within(dialog).getByLabelText('Tipo');
    await waitFor(() => expect(tipo).toHaveAccessibleDescription(refusal));

    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), 'Teórica (Simulados)');
    await userEvent.selectOptions(within(dialog).getByLabelText('Módulo'), 'Específico');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(materiaMessages.updated)).toBeInTheDocument();
    expect(writes(calls).at(-1)).toEqual({
      url: '/api/admin/materias/7',
      method: 'PUT',
      body: { nome: 'Português', moduloId: 2, tipo: 'teorica', isFree: true },
    });
  });

  it("shows the server's reason when a delete is refused", async () => {
    const refusal = 'Esta matéria não pode ser excluída: 4 simulados de alunos e 12 questões dependem dela.';
    stubMaterias([PORTUGUES], (call) =>
      call.method === 'DELETE' ? apiError(409, 'MATERIA_EM_USO', refusal) : undefined,
    );
    renderApp('/admin/materias', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir Português' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir matéria' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const { calls } = stubMaterias([EDUCACAO_FISICA]);
    renderApp('/admin/materias', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir Educação Física' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir matéria' });
    expect(within(confirm).getByText('Tem certeza que deseja excluir a matéria Educação Física?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(materiaMessages.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ url: '/api/admin/materias/8', method: 'DELETE', body: undefined }]),
    );
  });
});
