import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCatalogo } from '../../../shared/schemas/admin-catalogo';
import type { AdminQuestao } from '../../../shared/schemas/admin-questoes';
import { SEM_FONTE } from '../../components/admin/questao/test-fixtures';
import { installProseMirrorJsdomShims } from '../../components/rich-text/prosemirror-jsdom';
import {
  adminReportsMessages,
  type AdminReport,
  type AdminReportsPage,
  type ReportStatusCounts,
} from '../../../shared/schemas/admin-reports';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const admin = () => makeUser({ isAdmin: true });

const REPORT: AdminReport = {
  id: 7,
  status: 'em_analise',
  // 17:30 UTC is 14:30 in São Paulo.
  createdAt: '2025-03-05T17:30:00.000Z',
  updatedAt: '2025-03-06T10:00:00.000Z',
  questaoId: 42,
  materiaNome: 'Direito Constitucional',
  moduloNome: 'Básico',
  enunciadoTrecho: 'Qual é o número do batalhão?',
  questaoAnulada: false,
  questaoDesatualizada: false,
  descricao: 'A alternativa C também está correta.',
  autor: { nome: 'João da Conceição', email: 'joao.conceicao@example.com' },
};
const PENDENTE: AdminReport = { ...REPORT, id: 8, status: 'pendente', descricao: 'Gabarito trocado' };
const COUNTS: ReportStatusCounts = { todos: 5, pendente: 3, em_analise: 1, resolvido: 1, rejeitado: 0 };

const page = (itens: AdminReport[], extra: Partial<AdminReportsPage> = {}): AdminReportsPage => ({
  itens,
  page: 1,
  pageSize: 20,
  total: itens.length,
  contagem: COUNTS,
  ...extra,
});
const listCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/admin/reports')).map((c) => c.url);

/** Answers GET /api/admin/reports with `list(url)`, and the PATCH with `onPatch` (the report by default). */
function stubReports(
  list: (url: URL) => AdminReportsPage,
  onPatch: (call: FetchCall) => Response = () => jsonResponse({ ...REPORT, status: 'resolvido' }),
) {
  return stubFetch((call) => {
    if (!call.url.startsWith('/api/admin/reports')) return undefined;
    if (call.method === 'PATCH') return onPatch(call);
    return jsonResponse(list(new URL(call.url, 'http://localhost')));
  });
}

beforeAll(installProseMirrorJsdomShims);

afterEach(() => {
  toast.dismiss();
});

describe('/admin/reports', () => {
  it('says the list failed to load', async () => {
    stubFetch((call) => (call.url.startsWith('/api/admin/reports') ? apiError(500, 'INTERNAL', 'x') : undefined));
    renderApp('/admin/reports', { me: admin() });
    // The first test of the file also waits for the page's lazy chunk.
    expect(await screen.findByText(adminReportsMessages.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says when there are no reports at all', async () => {
    stubReports(() => page([], { contagem: { todos: 0, pendente: 0, em_analise: 0, resolvido: 0, rejeitado: 0 } }));
    renderApp('/admin/reports', { me: admin() });
    expect(await screen.findByText('Nenhum report encontrado')).toBeInTheDocument();
    expect(screen.getByText(/Quando um aluno reportar um erro/)).toBeInTheDocument();
  });

  it('shows each report with its status, São Paulo date, matéria, statement, description and reporter', async () => {
    stubReports(() => page([REPORT]));
    renderApp('/admin/reports', { me: admin() });
    const card = await screen.findByRole('article', { name: 'Report #7' });
    expect(within(card).getByText('Em análise')).toHaveAttribute('data-status', 'em_analise');
    expect(within(card).getByText('05/03/2025, 14:30')).toBeInTheDocument();
    expect(within(card).getByText('Direito Constitucional')).toBeInTheDocument();
    expect(within(card).getByText('Qual é o número do batalhão?')).toBeInTheDocument();
    expect(within(card).getByText('A alternativa C também está correta.')).toBeInTheDocument();
    expect(within(card).getByText('João da Conceição')).toBeInTheDocument();
    expect(within(card).getByText('joao.conceicao@example.com')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Editar questão #42' })).toBeInTheDocument();
  });

  it('filters by status with the count of each, asking the server again', async () => {
    const { calls } = stubReports((url) => page(url.searchParams.get('status') === 'pendente' ? [PENDENTE] : [REPORT]));
    renderApp('/admin/reports', { me: admin() });
    await screen.findByRole('article', { name: 'Report #7' });
    const filter = screen.getByRole('group', { name: 'Filtrar por status' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos5', 'Pendente3', 'Em análise1', 'Resolvido1', 'Rejeitado0']);
    expect(within(filter).getByRole('button', { name: /Todos/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filter).getByRole('button', { name: /Pendente/ }));
    expect(await screen.findByRole('article', { name: 'Report #8' })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: /Pendente/ })).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls(calls)).toEqual(['/api/admin/reports', '/api/admin/reports?status=pendente']);
  });

  it('searches once typing pauses, and offers to clear a search that finds nothing', async () => {
    const { calls } = stubReports((url) => page(url.searchParams.get('q') ? [] : [REPORT]));
    renderApp('/admin/reports', { me: admin() });
    await screen.findByRole('article', { name: 'Report #7' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar reports' }), 'conceição');
    // After the 300 ms pause in typing and the request.
    expect(
      await screen.findByText('Nenhum report corresponde a "conceição" neste filtro.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhum report encontrado')).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(listCalls(calls)).toEqual(['/api/admin/reports', `/api/admin/reports?q=${encodeURIComponent('conceição')}`]);

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('article', { name: 'Report #7' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar reports' })).toHaveValue('');
  });

  it('pages on the server', async () => {
    const { calls } = stubReports((url) =>
      url.searchParams.get('page') === '2' ? page([PENDENTE], { page: 2, total: 21 }) : page([REPORT], { total: 21 }),
    );
    renderApp('/admin/reports', { me: admin() });
    await screen.findByRole('article', { name: 'Report #7' });
    const nav = screen.getByRole('navigation', { name: 'Paginação dos reports' });
    expect(within(nav).getByText(/Página 1 de 2/)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByRole('article', { name: 'Report #8' })).toBeInTheDocument();
    expect(listCalls(calls)).toContain('/api/admin/reports?page=2');
  });

  it("'Alterar Status' offers every status but the current one and saves the choice", async () => {
    const { calls } = stubReports(() => page([REPORT]));
    renderApp('/admin/reports', { me: admin() });
    const card = await screen.findByRole('article', { name: 'Report #7' });
    await userEvent.click(within(card).getByRole('button', { name: 'Alterar Status do report #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Status' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['pendente', 'resolvido', 'rejeitado']);
    expect(within(dialog).getByRole('radio', { name: 'Pendente' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Em análise' })).not.toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();

    const before = listCalls(calls).length;
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Resolvido' }));
    await userEvent.click(save);
    expect(await screen.findByText(adminReportsMessages.statusUpdated)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      {
        url: '/api/admin/reports/7/status',
        method: 'PATCH',
        body: { status: 'resolvido', anular: false, anuladaNota: null, desatualizar: false },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list and its counts are read again.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it("shows the server's refusal, or 'Erro ao atualizar status' when there is none", async () => {
    let answer = apiError(404, 'REPORT_NOT_FOUND', adminReportsMessages.notFound);
    stubReports(
      () => page([PENDENTE]),
      () => answer,
    );
    renderApp('/admin/reports', { me: admin() });
    const card = await screen.findByRole('article', { name: 'Report #8' });
    const open = async () => {
      await userEvent.click(within(card).getByRole('button', { name: 'Alterar Status do report #8' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alterar Status' });
      expect(within(dialog).queryByRole('radio', { name: 'Pendente' })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Em análise' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      return dialog;
    };
    const dialog = await open();
    expect(await screen.findByText(adminReportsMessages.notFound)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    answer = apiError(500, 'INTERNAL', 'Ocorreu um erro inesperado.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(adminReportsMessages.statusUpdateFailed)).toBeInTheDocument();
  });

  it('shows a refusal of the chosen status under the choices, and keeps the dialog open', async () => {
    const unchanged = adminReportsMessages.statusUnchanged('em_analise');
    stubReports(
      () => page([PENDENTE]),
      () => jsonResponse({ code: 'REPORT_STATUS_INALTERADO', message: unchanged, fields: { status: unchanged } }, 400),
    );
    renderApp('/admin/reports', { me: admin() });
    const card = await screen.findByRole('article', { name: 'Report #8' });
    await userEvent.click(within(card).getByRole('button', { name: 'Alterar Status do report #8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Status' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Em análise' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(unchanged);
    expect(within(dialog).getByRole('group', { name: 'Novo status' })).toHaveAccessibleDescription(unchanged);
    expect(await screen.findByText(adminReportsMessages.statusUpdateFailed)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it("'Editar questão' opens the question's edit form, and the list is read again when it closes", async () => {
    const questao: AdminQuestao = {
      id: 42,
      moduloId: 1,
      moduloNome: 'Básico',
      materiaId: 3,
      materiaNome: 'Direito Constitucional',
      aulaId: null,
      aulaTitulo: null,
      enunciado: '<p>Qual é o número do batalhão?</p>',
      imagemUrl: null,
      alternativaA: '1º',
      alternativaB: '2º',
      alternativaC: '3º',
      alternativaD: '4º',
      alternativaE: '5º',
      respostaCorreta: 'B',
      ...SEM_FONTE,
    };
    const catalogo: AdminCatalogo = {
      modulos: [{ id: 1, nome: 'Básico' }],
      materias: [{ id: 3, nome: 'Direito Constitucional', moduloId: 1, tipo: 'teorica', isFree: true }],
      aulas: [],
      bancas: [],
    };
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/admin/questoes/42') return jsonResponse(questao);
      if (call.url === '/api/admin/catalogo') return jsonResponse(catalogo);
      if (call.url.startsWith('/api/admin/reports')) return jsonResponse(page([REPORT]));
      return undefined;
    });
    renderApp('/admin/reports', { me: admin() });
    const card = await screen.findByRole('article', { name: 'Report #7' });
    await userEvent.click(within(card).getByRole('button', { name: 'Editar questão #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Questão' });
    // The statement and alternatives are rich-text editors (decision 0057), loaded with the form.
    expect(await within(dialog).findByRole('textbox', { name: 'Enunciado' }, { timeout: 15_000 })).toHaveTextContent(
      'Qual é o número do batalhão?',
    );
    expect(await within(dialog).findByRole('textbox', { name: 'Alternativa B' })).toHaveTextContent('2º');

    const before = listCalls(calls).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    // The question form mounts its ProseMirror editors, slow under jsdom on a shared machine.
  }, 30_000);
});
