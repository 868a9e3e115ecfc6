import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { questaoAdminMessages } from '../../../shared/schemas/admin-questoes';
import { apiError, makeUser, renderApp } from '../../test-utils';
import { listCalls, pageOf, QUESTAO, stubQuestoesApi, writes } from '../../components/admin/questao/test-fixtures';

const admin = () => makeUser({ isAdmin: true });

afterEach(() => {
  toast.dismiss();
});

describe('/admin/questions list', () => {
  it('says the list failed to load, inline and as a toast', async () => {
    stubQuestoesApi(() => apiError(500, 'INTERNAL', 'x'));
    renderApp('/admin/questions', { me: admin() });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    // The inline message and the toast render in separate passes: wait for both.
    await waitFor(() => expect(screen.getAllByText(questaoAdminMessages.loadFailed)).toHaveLength(2));
  });

  it("says why a page past what a search shows is refused, in the server's words", async () => {
    stubQuestoesApi(() => apiError(400, 'QUESTOES_BUSCA_ALEM_DO_LIMITE', questaoAdminMessages.buscaPaginaAlem));
    renderApp('/admin/questions?q=lei&page=51', { me: admin() });
    await waitFor(() => expect(screen.getAllByText(questaoAdminMessages.buscaPaginaAlem)).toHaveLength(2));
    expect(screen.queryByText(questaoAdminMessages.loadFailed)).not.toBeInTheDocument();
  });

  it('shows the empty bank, then the empty search with a way back', async () => {
    const { calls } = stubQuestoesApi(() => pageOf([]));
    renderApp('/admin/questions', { me: admin() });
    expect(await screen.findByText('Nenhuma questão cadastrada')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar'), 'Função');
    expect(await screen.findByText('Nenhuma questão encontrada')).toBeInTheDocument();
    expect(listCalls(calls)).toContain('/api/admin/questoes?q=Fun%C3%A7%C3%A3o&page=1');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('Nenhuma questão cadastrada')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar')).toHaveValue('');
  });

  it('shows a card: statement, image badge and preview, alternatives with the correct one named', async () => {
    stubQuestoesApi(() => pageOf([QUESTAO]));
    renderApp('/admin/questions', { me: admin() });
    const card = await screen.findByRole('article', { name: 'Questão #7' });
    expect(within(card).getByText('crase', { selector: 'strong' })).toBeInTheDocument();
    expect(within(card).getByText('Com imagem')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Imagem da questão #7' })).toHaveClass('max-h-[300px]');
    const alternativas = within(within(card).getByRole('list', { name: 'Alternativas' })).getAllByRole('listitem');
    expect(alternativas).toHaveLength(5);
    expect(alternativas[0]).toHaveTextContent('Correta');
    expect(alternativas.slice(1).some((li) => li.textContent?.includes('Correta'))).toBe(false);
    expect(within(card).getByRole('button', { name: 'Editar questão #7' })).toBeInTheDocument();
  });

  it('says a search found more than the cap, pages within it and selects the filter as more than it', async () => {
    const { calls } = stubQuestoesApi((url) =>
      url.includes('q=')
        ? pageOf([QUESTAO], { total: 1000, totalLimitado: true, page: url.includes('page=2') ? 2 : 1 })
        : pageOf([QUESTAO]),
    );
    renderApp('/admin/questions', { me: admin() });
    await screen.findByRole('article', { name: 'Questão #7' });
    expect(screen.getByText('1 questão encontrada')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar'), 'flagrante');
    expect(await screen.findByText('Mais de 1.000 questões encontradas. Refine a busca.')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginação das questões' });
    expect(pager).toHaveTextContent('Página 1 de 50');
    expect(pager).toHaveTextContent('mais de 1.000 questões');
    await userEvent.click(within(pager).getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(pager).toHaveTextContent('Página 2 de 50'));
    expect(listCalls(calls)).toContain('/api/admin/questoes?q=flagrante&page=2');

    await userEvent.click(screen.getByLabelText('Selecionar todas desta página'));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar todas do filtro (mais de 1.000)' }));
    expect(await screen.findByText('Mais de 1.000 questões selecionadas')).toBeInTheDocument();
  });

  it('filters by módulo, teórica matéria and its aulas, and pages on the server', async () => {
    const { calls } = stubQuestoesApi((url) => pageOf([QUESTAO], { total: 45, page: url.includes('page=2') ? 2 : 1 }));
    renderApp('/admin/questions', { me: admin() });
    await screen.findByRole('article', { name: 'Questão #7' });
    const materia = screen.getByLabelText('Matéria');
    // Practical matérias have no questions: not offered.
    expect(within(materia).queryByRole('option', { name: 'Educação Física' })).toBeNull();
    expect(screen.queryByLabelText('Aula')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Módulo'), 'Específico');
    expect(within(materia).queryByRole('option', { name: 'Português' })).toBeNull();
    await userEvent.selectOptions(materia, 'Direito Penal');
    // Direito Penal has no aulas, so there is no Aula filter.
    expect(screen.queryByLabelText('Aula')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Módulo'), 'Básico');
    await userEvent.selectOptions(screen.getByLabelText('Matéria'), 'Português');
    await userEvent.selectOptions(await screen.findByLabelText('Aula'), '2. Vírgula');
    await waitFor(() =>
      expect(listCalls(calls)).toContain('/api/admin/questoes?moduloId=1&materiaId=10&aulaId=101&page=1'),
    );

    expect(await screen.findByText(/Página 1 de 3/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText(/Página 2 de 3/)).toBeInTheDocument();
    expect(listCalls(calls)).toContain('/api/admin/questoes?moduloId=1&materiaId=10&aulaId=101&page=2');
  });

  it("shows the server's reason when a delete is refused, and deletes after confirmation", async () => {
    const refusal = 'Esta questão não pode ser excluída: 3 respostas de alunos dependem dela.';
    let refuse = true;
    const { calls } = stubQuestoesApi(
      () => pageOf([QUESTAO]),
      (call) => (call.method === 'DELETE' && refuse ? apiError(409, 'QUESTAO_EM_USO', refusal) : undefined),
    );
    renderApp('/admin/questions', { me: admin() });
    const card = await screen.findByRole('article', { name: 'Questão #7' });
    await userEvent.click(within(card).getByRole('button', { name: 'Excluir questão #7' }));
    let confirm = await screen.findByRole('dialog', { name: 'Excluir questão' });
    expect(confirm).toHaveTextContent('Assinale a frase com crase correta.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    refuse = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Excluir questão #7' }));
    confirm = await screen.findByRole('dialog', { name: 'Excluir questão' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(questaoAdminMessages.deleted)).toBeInTheDocument();
    expect(writes(calls).map((c) => [c.method, c.url])).toEqual([
      ['DELETE', '/api/admin/questoes/7'],
      ['DELETE', '/api/admin/questoes/7'],
    ]);
  });
});
