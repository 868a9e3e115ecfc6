import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { AdminEdital, AdminUnidade } from '../../../shared/schemas/admin';
import {
  alunoMessages,
  saoPauloDay,
  type AdminAluno,
  type AdminAlunosPage,
} from '../../../shared/schemas/admin-alunos';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const DAY_MS = 86_400_000;
/** A São Paulo day `offset` days from today, expiring at its last instant (as the server stores it). */
function expiry(offset: number) {
  const day = saoPauloDay(new Date(Date.now() + offset * DAY_MS));
  return { dataExpiracaoDia: day, dataExpiracao: new Date(`${day}T23:59:59.999-03:00`).toISOString() };
}

function aluno(overrides: Partial<AdminAluno>): AdminAluno {
  return {
    id: 'u-x',
    nome: 'Aluno',
    email: 'aluno@example.com',
    whatsapp: null,
    qra: null,
    isAdmin: false,
    editalId: null,
    edital: null,
    unidadeId: null,
    unidade: null,
    dataExpiracao: null,
    dataExpiracaoDia: null,
    ...overrides,
  };
}

const ADMIN = aluno({ id: 'user-1', nome: 'Maria Souza', email: 'maria@example.com', isAdmin: true });
const JOAO = aluno({
  id: 'u-joao',
  nome: 'João da Conceição',
  email: 'joao@example.com',
  whatsapp: '11987654321',
  qra: 'Conceição',
  editalId: 1,
  edital: '01/2025',
  unidadeId: 2,
  unidade: '1º BPM',
  ...expiry(10),
});
const EDITAIS: AdminEdital[] = [
  { id: 1, numero: '01/2025', descricao: null, ativo: true },
  { id: 3, numero: '02/2020', descricao: null, ativo: false },
];
const UNIDADES: AdminUnidade[] = [{ id: 2, sigla: '1º BPM', nome: 'Primeiro', ativo: true }];

const me = () => makeUser({ id: 'user-1', isAdmin: true });
const writes = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/admin/alunos') && c.method !== 'GET');
const page = (itens: AdminAluno[]): AdminAlunosPage => ({
  itens,
  total: itens.length,
  totalLimitado: false,
  page: 1,
  pageSize: 20,
});

function stubAlunos(itens: AdminAluno[], onWrite: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url === '/api/admin/editais') return jsonResponse(EDITAIS);
    if (call.url === '/api/admin/unidades') return jsonResponse(UNIDADES);
    if (call.url.startsWith('/api/admin/alunos?')) return jsonResponse(page(itens));
    if (!call.url.startsWith('/api/admin/alunos')) return undefined;
    return onWrite(call) ?? (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(JOAO));
  });
}

/** A row's button in the table (the phone cards repeat them, hidden by CSS only). */
async function tableButton(name: string) {
  const table = await screen.findByRole('table', { name: 'Alunos' });
  return within(table).getByRole('button', { name });
}

async function openNovo() {
  await userEvent.click(await screen.findByRole('button', { name: 'Novo Usuário' }));
  return screen.findByRole('dialog', { name: 'Novo Usuário' });
}

afterEach(() => {
  toast.dismiss();
});

describe('/admin/alunos', () => {
  it('says the list failed to load', async () => {
    stubFetch((call) => (call.url.startsWith('/api/admin/alunos') ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/admin/alunos', { me: me() });
    // The first test also waits for the lazily loaded page.
    expect(await screen.findByText(alunoMessages.loadFailed, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('shows each user with the Admin badge, formatted WhatsApp, expiry, days left and status', async () => {
    stubAlunos([ADMIN, JOAO]);
    renderApp('/admin/alunos', { me: me() });
    const table = await screen.findByRole('table', { name: 'Alunos' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Admin')).not.toBeInTheDocument();
    const joao = within(rows[2]!);
    expect(joao.getByText('(11) 98765-4321')).toBeInTheDocument();
    const [y, m, d] = JOAO.dataExpiracaoDia!.split('-');
    expect(joao.getByText(`${d}/${m}/${y}`)).toBeInTheDocument();
    expect(joao.getByText('10 dias')).toBeInTheDocument();
    expect(joao.getByText('Ativo')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inativo')).toBeInTheDocument();
    // Admins cannot be deleted: the button stays, disabled, with the reason.
    const excluirAdmin = within(rows[1]!).getByRole('button', { name: 'Excluir Maria Souza' });
    expect(excluirAdmin).toBeDisabled();
    expect(excluirAdmin).toHaveAttribute('title', 'Não é possível excluir administradores');
    expect(joao.getByRole('button', { name: 'Excluir João da Conceição' })).toBeEnabled();
  });

  it.each([
    [null, '-'],
    [-3, 'Expirado'],
    [0, 'Expira hoje'],
    [1, '1 dia'],
    [45, '45 dias'],
  ])('reads the days left of an expiry %s days away as %s', async (offset, label) => {
    stubAlunos([aluno({ nome: 'Pedro', ...(offset === null ? {} : expiry(offset)) })]);
    renderApp('/admin/alunos', { me: me() });
    const table = await screen.findByRole('table', { name: 'Alunos' });
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === 'Dias Restantes');
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[column]).toHaveTextContent(label);
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    const { calls } = stubAlunos([JOAO]);
    renderApp('/admin/alunos', { me: me() });
    await screen.findByRole('table', { name: 'Alunos' });
    await userEvent.type(screen.getByRole('searchbox', { name: /Buscar/ }), 'conceição');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/admin/alunos?q=concei%C3%A7%C3%A3o&page=1')).toBe(true),
    );
    expect(calls.filter((c) => c.url.startsWith('/api/admin/alunos?q=c')).length).toBe(1);
  });

  it('shows the empty state of a search', async () => {
    stubAlunos([]);
    renderApp('/admin/alunos', { me: me() });
    expect(await screen.findByText('Nenhum usuário cadastrado')).toBeInTheDocument();
  });

  it('refuses a new user without nome, email or senha, with the pt-BR messages, sending nothing', async () => {
    const { calls } = stubAlunos([]);
    renderApp('/admin/alunos', { me: me() });
    const dialog = await openNovo();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(alunoMessages.nomeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(alunoMessages.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('A senha é obrigatória para novos usuários')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it('refuses a short password and a WhatsApp of the wrong length', async () => {
    const { calls } = stubAlunos([]);
    renderApp('/admin/alunos', { me: me() });
    const dialog = await openNovo();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText('Senha'), '12345');
    await userEvent.type(within(dialog).getByLabelText('WhatsApp (opcional)'), '119876');
    expect(within(dialog).getByLabelText('WhatsApp (opcional)')).toHaveValue('(11) 9876');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('A senha deve ter pelo menos 6 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByText(messages.whatsappInvalid)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('creates a user with every field and says so', async () => {
    const { calls } = stubAlunos([]);
    renderApp('/admin/alunos', { me: me() });
    const dialog = await openNovo();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'João da Conceição');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'Joao@Example.com');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'segredo1');
    await userEvent.type(within(dialog).getByLabelText('WhatsApp (opcional)'), '11987654321');
    await userEvent.type(within(dialog).getByLabelText('QRA (opcional)'), 'Conceição');
    // Only active editais are offered to a new user.
    expect(within(within(dialog).getByLabelText('Edital')).queryByText('02/2020 (inativo)')).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Edital'), '01/2025');
    await userEvent.selectOptions(within(dialog).getByLabelText('Unidade'), '1º BPM');
    await userEvent.type(within(dialog).getByLabelText('Data de expiração'), '2026-12-31');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Administrador' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Making someone an admin is asked again, naming them; nothing is sent before the answer.
    const confirm = await screen.findByRole('dialog', { name: 'Tornar administrador?' });
    expect(confirm).toHaveTextContent(
      'João da Conceição (joao@example.com) poderá gerenciar o conteúdo, os usuários e os reports no painel administrativo.',
    );
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tornar administrador' }));
    expect(await screen.findByText('Usuário criado com sucesso!')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        url: '/api/admin/alunos',
        method: 'POST',
        body: {
          nome: 'João da Conceição',
          email: 'joao@example.com',
          senha: 'segredo1',
          whatsapp: '11987654321',
          qra: 'Conceição',
          editalId: 1,
          unidadeId: 2,
          dataExpiracao: '2026-12-31',
          isAdmin: true,
        },
      },
    ]);
  });

  it("shows a taken e-mail under its field and the spec's toast", async () => {
    stubAlunos([], () => apiError(409, 'ALUNO_EMAIL_DUPLICADO', alunoMessages.emailDuplicado));
    renderApp('/admin/alunos', { me: me() });
    const dialog = await openNovo();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'segredo1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(alunoMessages.emailDuplicado)).toBeInTheDocument();
    expect(await screen.findByText('Erro ao criar usuário')).toBeInTheDocument();
  });

  it('edits a user without touching the password', async () => {
    const { calls } = stubAlunos([JOAO]);
    renderApp('/admin/alunos', { me: me() });
    await userEvent.click(await tableButton('Editar João da Conceição'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    expect(within(dialog).getByLabelText('WhatsApp (opcional)')).toHaveValue('(11) 98765-4321');
    expect(within(dialog).getByLabelText('Data de expiração')).toHaveValue(JOAO.dataExpiracaoDia);
    const nome = within(dialog).getByLabelText('Nome');
    await userEvent.clear(nome);
    await userEvent.type(nome, 'João Conceição');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        url: '/api/admin/alunos/u-joao',
        method: 'PUT',
        body: expect.objectContaining({ nome: 'João Conceição', senha: null, whatsapp: '11987654321', editalId: 1 }),
      },
    ]);
  });

  it("asks before taking another admin's flag away; Cancelar sends nothing, and the last admin's refusal shows under the switch", async () => {
    const CARLA = aluno({ id: 'u-carla', nome: 'Carla Lima', email: 'carla@example.com', isAdmin: true });
    const { calls } = stubAlunos([ADMIN, CARLA], () => apiError(409, 'ALUNO_ULTIMO_ADMIN', alunoMessages.ultimoAdmin));
    renderApp('/admin/alunos', { me: me() });
    await userEvent.click(await tableButton('Editar Carla Lima'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Administrador' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover acesso de administrador?' });
    expect(confirm).toHaveTextContent('Carla Lima (carla@example.com) deixará de acessar o painel administrativo.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remover acesso de administrador?' })).toBeNull());
    expect(writes(calls)).toEqual([]);
    expect(within(dialog).getByRole('switch', { name: 'Administrador' })).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remover acesso de administrador?' })).getByRole('button', {
        name: 'Remover acesso',
      }),
    );
    expect(await within(dialog).findByText(alunoMessages.ultimoAdmin)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { url: '/api/admin/alunos/u-carla', method: 'PUT', body: expect.objectContaining({ isAdmin: false }) },
    ]);
  });

  it('saves an edit that leaves the admin flag as it was without asking', async () => {
    const { calls } = stubAlunos([JOAO]);
    renderApp('/admin/alunos', { me: me() });
    await userEvent.click(await tableButton('Editar João da Conceição'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /administrador/ })).toBeNull();
    expect(writes(calls)).toHaveLength(1);
  });

  it('does not let the admin switch off their own admin flag', async () => {
    stubAlunos([ADMIN]);
    renderApp('/admin/alunos', { me: me() });
    await userEvent.click(await tableButton('Editar Maria Souza'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    expect(within(dialog).getByRole('switch', { name: 'Administrador' })).toBeDisabled();
    expect(within(dialog).getByText(alunoMessages.proprioAdmin)).toBeInTheDocument();
  });

  it('deletes a student after confirmation', async () => {
    const { calls } = stubAlunos([JOAO]);
    renderApp('/admin/alunos', { me: me() });
    await userEvent.click(await tableButton('Excluir João da Conceição'));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    // Everything the deletion erases is named, the student's question reports too.
    expect(dialog).toHaveTextContent('os simulados, notas, provas, comentários e reports são apagados');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Usuário excluído com sucesso!')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ url: '/api/admin/alunos/u-joao', method: 'DELETE', body: undefined }]);
  });

  it('after deleting the only user of the last page, shows the page before it', async () => {
    // 21 users: page 2 holds only João; once he is deleted the server has 20, all on page 1.
    const others = Array.from({ length: 20 }, (_, i) => aluno({ id: `u-${i}`, nome: `Aluno ${i + 1}` }));
    let deleted = false;
    const { calls } = stubFetch((call) => {
      const url = new URL(call.url, 'http://app');
      if (url.pathname === '/api/admin/alunos' && call.method === 'GET') {
        const pageAsked = Number(url.searchParams.get('page') ?? 1);
        const all = deleted ? others : [...others, JOAO];
        const itens = all.slice((pageAsked - 1) * 20, pageAsked * 20);
        return jsonResponse({ itens, total: all.length, totalLimitado: false, page: pageAsked, pageSize: 20 });
      }
      // A delete also reads the admin's own session again (the ranking and /perfil share the rows).
      if (call.url === '/api/session') return jsonResponse(me());
      if (call.url === '/api/admin/alunos/u-joao' && call.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderApp('/admin/alunos', { me: me() });
    await userEvent.click(await screen.findByRole('button', { name: 'Próxima página' }));
    // The table of page 1 stays on screen until page 2 arrives.
    const excluirJoao = await waitFor(() => tableButton('Excluir João da Conceição'));
    await userEvent.click(excluirJoao);
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Usuário excluído com sucesso!')).toBeInTheDocument();
    expect(await waitFor(() => tableButton('Excluir Aluno 20'))).toBeInTheDocument();
    expect(screen.queryByText('Nenhum usuário cadastrado')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.url.includes('page=1')).length).toBeGreaterThan(1);
  }, 20_000);

  it('says a search found more than the cap, lists the newest sign-ups and pages within the cap', async () => {
    const asked: string[] = [];
    stubFetch((call) => {
      const url = new URL(call.url, 'http://app');
      if (url.pathname !== '/api/admin/alunos' || call.method !== 'GET') return undefined;
      asked.push(url.search);
      const pageAsked = Number(url.searchParams.get('page') ?? 1);
      if (!url.searchParams.get('q')) return jsonResponse(page([JOAO]));
      const itens = Array.from({ length: 20 }, (_, i) =>
        aluno({ id: `u-${pageAsked}-${i}`, nome: `Silva ${pageAsked}-${i}` }),
      );
      return jsonResponse({ itens, total: 1000, totalLimitado: true, page: pageAsked, pageSize: 20 });
    });
    renderApp('/admin/alunos', { me: me() });
    await userEvent.type(await screen.findByRole('searchbox'), 'silva');
    expect(
      await screen.findByText(
        'Mais de 1.000 usuários encontrados. Mostrando os cadastros mais recentes; refine a busca.',
      ),
    ).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginação dos alunos' });
    expect(pager).toHaveTextContent('Página 1 de 50');
    expect(pager).toHaveTextContent('mais de 1.000 usuários');
    await userEvent.click(within(pager).getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(pager).toHaveTextContent('Página 2 de 50'));
    expect(asked.at(-1)).toContain('page=2');
  });

  it("shows the server's reason when a delete is refused", async () => {
    stubAlunos([JOAO], () => apiError(409, 'ALUNO_ADMIN_NAO_EXCLUIVEL', alunoMessages.adminNaoExcluivel));
    renderApp('/admin/alunos', { me: me() });
    await userEvent.click(await tableButton('Excluir João da Conceição'));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(alunoMessages.adminNaoExcluivel)).toBeInTheDocument();
  });
});
