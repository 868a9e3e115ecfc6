import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { feedbackFor } from '../../../shared/rules/simulado';
import {
  FILTROS_PADRAO,
  type OpcoesResponse,
  type QuestaoSimulado,
  type Resultado,
} from '../../../shared/schemas/simulados';
import { writeEmAndamento } from '../../lib/simulados/em-andamento';
import { readEmAndamento } from '../../lib/simulados/em-andamento';
import { CLIENT_KEY, makeEmAndamento, makeQuestoes, SAT } from '../../lib/simulados/test-data';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

// jsdom has no canvas: the chart is Chart.js's business, not this page's.
vi.mock('../../components/hits-doughnut', () => ({
  default: ({ acertos, erros }: { acertos: number; erros: number }) => (
    <div role="img" aria-label={`Gráfico: ${acertos} acertos e ${erros} erros`} />
  ),
}));

const USER = makeUser({ id: 'user-1' });
const [q1, q2, q3] = makeQuestoes(3) as [QuestaoSimulado, QuestaoSimulado, QuestaoSimulado];
const RESULTADO: Resultado = {
  id: 42,
  tipo: 'padrao',
  data: '2025-03-05T15:30:00.000Z',
  nota: 6.67,
  // q3 was right after a peek: the grade counts it (2/3), the honest grade does not (1/3).
  notaSemEspiar: 3.33,
  questoesRespondidas: 3,
  acertos: 2,
  acertosSemEspiar: 1,
  prazo: null,
  foraDoPrazo: 0,
  caderno: null,
  cebraspe: false,
  materia: SAT,
  questoes: [
    // An alternative as the admin API stores it: '<' escaped, the allowed tags kept.
    {
      ...q1,
      alternativas: { ...q1.alternativas, A: 'x &lt; 5 e <strong>y</strong>' },
      resposta: 'A',
      correta: true,
      espiada: false,
    },
    { ...q2, resposta: 'D', correta: false, espiada: false },
    { ...q3, resposta: 'C', correta: true, espiada: true },
  ],
};

function stubApi() {
  return stubFetch(({ url }) => {
    if (url === '/api/simulados/42') return jsonResponse(RESULTADO);
    if (url === '/api/simulados/selecao') return jsonResponse({ materia: SAT, questoes: makeQuestoes(4), vazio: null });
    if (/\/comentarios$/.test(url)) return jsonResponse([]);
    if (url === '/api/simulados/opcoes')
      return jsonResponse({
        assinante: true,
        modulos: [],
        materias: [SAT],
        aulas: [],
        bancas: [],
        filtros: FILTROS_PADRAO,
      } satisfies OpcoesResponse);
    return undefined;
  });
}

describe('simulado result', () => {
  it('shows the grade, its label, hits and errors, the feedback and the review', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp('/simulados/resultados/42', { me: USER });

    expect(await screen.findByRole('heading', { name: 'SAT' })).toBeInTheDocument();
    expect(screen.getByText('6,67')).toBeInTheDocument();
    expect(screen.getByText('Regular')).toBeInTheDocument();
    expect(screen.getByText('3 questões respondidas')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Gráfico: 2 acertos e 1 erros' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Taxa de acerto' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText(feedbackFor(67))).toBeInTheDocument();

    const review = screen.getByRole('region', { name: 'Revisão das questões' });
    const second = within(review).getByRole('article', { name: 'Questão 2' });
    expect(within(second).getByText('Incorreta')).toBeInTheDocument();
    expect(within(second).getByText('Sua resposta').closest('li')).toHaveTextContent('Alternativa D:');
    expect(within(second).getByText('Resposta correta').closest('li')).toHaveTextContent('Alternativa B:');
    expect(within(within(review).getByRole('article', { name: 'Questão 3' })).getByText('Espiada')).toBeInTheDocument();
    const first = within(review).getByRole('article', { name: 'Questão 1' });
    const alternativaA = within(first).getByText('Sua resposta').closest('li')!;
    expect(alternativaA).toHaveTextContent('Alternativa A: x < 5 e y');
    expect(within(alternativaA).getByText('y').tagName).toBe('STRONG');

    await user.click(within(review).getByRole('button', { name: /Erros/ }));
    expect(within(review).getAllByRole('article')).toHaveLength(1);
  });

  it('Refazer selects fresh questions of the subject (as many as before) and opens the player', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    const { router } = renderApp('/simulados/resultados/42', { me: USER });
    await user.click(await screen.findByRole('button', { name: 'Refazer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/realizar/1'));
    expect(calls.find((c) => c.url === '/api/simulados/selecao')?.body).toEqual({
      materiaId: 1,
      aulaIds: [],
      quantidade: 10,
      tipo: 'todas',
    });
    expect(readEmAndamento(USER.id)?.questoes).toHaveLength(4);
  });

  it('Refazer with another simulado in progress asks first, on the configuration screen', async () => {
    writeEmAndamento(USER.id, makeEmAndamento(3));
    const { calls } = stubApi();
    const user = userEvent.setup();
    const { router } = renderApp('/simulados/resultados/42', { me: USER });
    await user.click(await screen.findByRole('button', { name: 'Refazer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados'));
    expect(router.state.location.search).toBe('?materia=1');
    expect(await screen.findByRole('dialog', { name: 'Simulado em Andamento' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/simulados/selecao')).toBe(false);
    expect(readEmAndamento(USER.id)?.clientKey).toBe(CLIENT_KEY);
  });

  it("shows the 'Nota sem espiar' beside the grade, and why they differ", async () => {
    stubFetch(({ url }) => (url === '/api/simulados/42' ? jsonResponse(RESULTADO) : undefined));
    renderApp('/simulados/resultados/42', { me: USER });
    expect(await screen.findByText('6,67')).toBeInTheDocument();
    expect(screen.getByText('Nota sem espiar:')).toHaveTextContent('Nota sem espiar: 3,33');
    expect(screen.getByText('1 acerto depois de espiar não conta aqui.')).toBeInTheDocument();
    expect(screen.queryByText(/respostas? chego?u?a?r?a?m? depois do tempo/)).not.toBeInTheDocument();
  });

  it('says nothing more when no hit came after a peek', async () => {
    stubFetch(({ url }) =>
      url === '/api/simulados/42'
        ? jsonResponse({
            ...RESULTADO,
            acertosSemEspiar: 2,
            notaSemEspiar: 6.67,
            questoes: RESULTADO.questoes.map((q) => ({ ...q, espiada: false })),
          } satisfies Resultado)
        : undefined,
    );
    renderApp('/simulados/resultados/42', { me: USER });
    expect(await screen.findByText('Nota sem espiar:')).toHaveTextContent('Nota sem espiar: 6,67');
    expect(screen.queryByText(/depois de espiar/)).not.toBeInTheDocument();
  });

  it('says how many answers of a timed simulado arrived after the time and did not count, and when it ended', async () => {
    stubFetch(({ url }) =>
      url === '/api/simulados/42'
        ? jsonResponse({ ...RESULTADO, prazo: '2025-03-05T15:20:00.000Z', foraDoPrazo: 2 } satisfies Resultado)
        : undefined,
    );
    renderApp('/simulados/resultados/42', { me: USER });
    const alert = (await screen.findByText('Tempo de prova esgotado')).closest('div')!.parentElement!;
    expect(alert).toHaveTextContent('2 respostas chegaram depois do tempo e não contaram.');
    expect(within(alert).getByText(/05\/03\/2025/).tagName).toBe('TIME');
    expect(within(alert).getByText(/05\/03\/2025/)).toHaveAttribute('datetime', '2025-03-05T15:20:00.000Z');
  });

  it('offers a review (no subject) a way back to the simulados instead of Refazer', async () => {
    stubFetch(({ url }) =>
      url === '/api/simulados/42'
        ? jsonResponse({ ...RESULTADO, tipo: 'revisao', materia: null } satisfies Resultado)
        : undefined,
    );
    renderApp('/simulados/resultados/42', { me: USER });
    expect(await screen.findByRole('heading', { name: 'Revisão do dia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refazer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos simulados' })).toHaveAttribute('href', '/simulados');
  });

  it("says so, with a way to the history, for someone else's or a missing simulado", async () => {
    stubFetch(({ url }) =>
      url === '/api/simulados/7' ? apiError(404, 'SIMULADO_NOT_FOUND', messages.simuladoNotFound) : undefined,
    );
    renderApp('/simulados/resultados/7', { me: USER });
    expect(await screen.findByText('Simulado não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver histórico' })).toHaveAttribute('href', '/simulados/historico');
  });
});
