import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCatalogo } from '../../../shared/schemas/admin-catalogo';
import { aulaMessages, type AdminAula } from '../../../shared/schemas/admin-materias';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const CRASE: AdminAula = {
  id: 11,
  materiaId: 7,
  materiaNome: 'Português',
  titulo: 'Crase',
  ordem: 1,
  ativo: true,
  questoes: 3,
};
const FRACOES: AdminAula = {
  id: 12,
  materiaId: 9,
  materiaNome: 'Matemática',
  titulo: 'Frações',
  ordem: 2,
  ativo: false,
  questoes: 0,
};
const CATALOGO: AdminCatalogo = {
  modulos: [{ id: 1, nome: 'Básico' }],
  materias: [
    { id: 9, nome: 'Matemática', moduloId: 1, tipo: 'teorica', isFree: false },
    { id: 7, nome: 'Português', moduloId: 1, tipo: 'teorica', isFree: true },
    { id: 5, nome: 'Educação Física', moduloId: 1, tipo: 'pratica', isFree: false },
  ],
  aulas: [
    { id: 11, materiaId: 7, titulo: 'Crase', ordem: 1, ativo: true },
    { id: 13, materiaId: 7, titulo: 'Regência', ordem: 4, ativo: true },
    { id: 12, materiaId: 9, titulo: 'Frações', ordem: 2, ativo: false },
  ],
  bancas: [],
};
const admin = () => makeUser({ isAdmin: true });
const writes = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/admin/aulas') && c.method !== 'GET');

function stubAulas(list: AdminAula[], onWrite: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url === '/api/admin/catalogo') return jsonResponse(CATALOGO);
    if (call.url.startsWith('/api/admin/aulas') && call.method === 'GET') {
      const materiaId = new URL(call.url, 'http://x').searchParams.get('materiaId');
      return jsonResponse(materiaId ? list.filter((a) => a.materiaId === Number(materiaId)) : list);
    }
    if (!call.url.startsWith('/api/admin/aulas')) return undefined;
    return onWrite(call) ?? (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(CRASE));
  });
}

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nova Aula' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova Aula' });
  await within(dialog).findByRole('option', { name: 'Português' });
  return dialog;
}

afterEach(() => {
  toast.dismiss();
});

describe('/admin/aulas', () => {
  it('says the list failed to load', async () => {
    stubFetch((call) => (call.url.startsWith('/api/admin/aulas') ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/admin/aulas', { me: admin() });
    expect(await screen.findByText(aulaMessages.loadFailed)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubAulas([]);
    renderApp('/admin/aulas', { me: admin() });
    expect(await screen.findByText('Nenhuma aula cadastrada')).toBeInTheDocument();
  });

  it('lists aulas and filters them by matéria on the server', async () => {
    const { calls } = stubAulas([CRASE, FRACOES]);
    renderApp('/admin/aulas', { me: admin() });
    const table = await screen.findByRole('table', { name: 'Aulas' });
    const [, crase, fracoes] = within(table).getAllByRole('row');
    expect(within(crase!).getByText('Crase')).toBeInTheDocument();
    expect(within(crase!).getByText('3 questões')).toBeInTheDocument();
    expect(within(crase!).getByText('Ativo')).toBeInTheDocument();
    expect(within(fracoes!).getByText('Inativo')).toBeInTheDocument();

    const filtro = screen.getByLabelText('Matéria');
    await within(filtro).findByRole('option', { name: 'Matemática' });
    await userEvent.selectOptions(filtro, 'Matemática');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Crase')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('Frações')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/aulas?materiaId=9')).toBe(true);
  });

  it('offers only teóricas for a new aula (práticas have no questões), and keeps the matéria of an older one', async () => {
    stubAulas([CRASE, { ...FRACOES, id: 14, materiaId: 5, materiaNome: 'Educação Física', titulo: 'Barra' }]);
    renderApp('/admin/aulas', { me: admin() });
    const filtro = await screen.findByLabelText('Matéria');
    expect(await within(filtro).findByRole('option', { name: 'Educação Física' })).toBeInTheDocument();
    const nova = await openNew();
    expect(within(nova).queryByRole('option', { name: 'Educação Física' })).not.toBeInTheDocument();
    await userEvent.click(within(nova).getByRole('button', { name: 'Cancelar' }));
    const table = await screen.findByRole('table', { name: 'Aulas' });
    await userEvent.click(within(table).getByRole('button', { name: 'Editar Educação Física – aula 2' }));
    const edicao = await screen.findByRole('dialog', { name: 'Editar Aula' });
    expect(within(edicao).getByLabelText('Matéria')).toHaveDisplayValue('Educação Física');
  });

  it('refuses an empty form with the pt-BR messages and sends nothing', async () => {
    const { calls } = stubAulas([]);
    renderApp('/admin/aulas', { me: admin() });
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(aulaMessages.materiaRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(aulaMessages.tituloRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(aulaMessages.ordemRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Ordem'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(aulaMessages.ordemMin)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('suggests the next free ordem of the chosen matéria and creates the aula', async () => {
    const { calls } = stubAulas([]);
    renderApp('/admin/aulas', { me: admin() });
    const dialog = await openNew();
    const ordem = within(dialog).getByLabelText('Ordem');
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Português');
    expect(ordem).toHaveValue(5);
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Matemática');
    expect(ordem).toHaveValue(3);
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Porcentagem');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(aulaMessages.created)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        url: '/api/admin/aulas',
        method: 'POST',
        body: { materiaId: 9, titulo: 'Porcentagem', ordem: 3, ativo: false },
      },
    ]);
  });

  it('shows a taken ordem under the Ordem field', async () => {
    stubAulas([], () =>
      jsonResponse(
        {
          code: 'AULA_ORDEM_DUPLICADA',
          message: aulaMessages.ordemDuplicada,
          fields: { ordem: aulaMessages.ordemDuplicada },
        },
        409,
      ),
    );
    renderApp('/admin/aulas', { me: admin() });
    const dialog = await openNew();
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria'), 'Português');
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Crase de novo');
    const ordem = within(dialog).getByLabelText('Ordem');
    await userEvent.clear(ordem);
    await userEvent.type(ordem, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(ordem).toHaveAccessibleDescription(aulaMessages.ordemDuplicada));
    expect(await screen.findByText(aulaMessages.saveFailed)).toBeInTheDocument();
  });

  it('edits an aula through PUT from its values', async () => {
    const { calls } = stubAulas([CRASE]);
    renderApp('/admin/aulas', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Editar Português – aula 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Aula' });
    expect(await within(dialog).findByLabelText('Matéria')).toHaveValue('7');
    const titulo = within(dialog).getByLabelText('Título');
    await userEvent.clear(titulo);
    await userEvent.type(titulo, 'Crase e acentuação');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(aulaMessages.updated)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        url: '/api/admin/aulas/11',
        method: 'PUT',
        body: { materiaId: 7, titulo: 'Crase e acentuação', ordem: 1, ativo: true },
      },
    ]);
  });

  it("shows the server's reason when a delete is refused, and deletes one without questões", async () => {
    const refusal = aulaMessages.emUsoDetalhado(3);
    const { calls } = stubAulas([CRASE, FRACOES], (call) =>
      call.method === 'DELETE' && call.url.endsWith('/11') ? apiError(409, 'AULA_EM_USO', refusal) : undefined,
    );
    renderApp('/admin/aulas', { me: admin() });
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir Português – aula 1' }));
    let confirm = await screen.findByRole('dialog', { name: 'Excluir aula' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Excluir Matemática – aula 2' }));
    confirm = await screen.findByRole('dialog', { name: 'Excluir aula' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(aulaMessages.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(calls).map((c) => c.url)).toEqual(['/api/admin/aulas/11', '/api/admin/aulas/12']),
    );
  });
});
