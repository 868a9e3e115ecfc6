import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { PosicaoResponse } from '../../../shared/schemas/posicao';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

// jsdom has no canvas: drawing the ring is Chart.js's business; the page's numbers are plain HTML.
vi.mock('../../components/hits-doughnut', () => ({
  default: ({ acertos, erros }: { acertos: number; erros: number }) => (
    <div role="img" aria-label={`Gráfico: ${acertos} acertos e ${erros} erros`} />
  ),
}));

const DAY = 24 * 3600 * 1000;
const USER = makeUser({ nome: 'Maria Souza' });

const FULL: Dashboard = {
  nome: 'Maria Souza',
  assinatura: { dataExpiracao: new Date(Date.now() + 20 * DAY).toISOString(), diasRestantes: 20 },
  estatisticas: { mediaGeral: 6.1, mediaBasico: 7.2, mediaEspecifico: 4.5, simulados: 5 },
  acertos: { questoes: 65, acertos: 40, erros: 25 },
  ranking: { classificado: true, posicao: 4, total: 12, media: 7.63 },
  ultimasNotas: [
    { id: 1, nota: 9, data: '2025-03-05', descricao: 'Simulado oficial', materia: { id: 2, nome: 'Direito Penal' } },
    { id: 2, nota: 6, data: '2025-03-01', descricao: null, materia: { id: 1, nome: 'Língua Portuguesa' } },
    { id: 3, nota: 4.25, data: '2025-02-01', descricao: null, materia: { id: 1, nome: 'Matemática' } },
  ],
  proximasProvas: [
    {
      id: 7,
      titulo: 'Direito Penal',
      data: '2030-03-12T17:00:00.000Z',
      descricao: 'Prova do módulo específico',
      materia: { id: 2, nome: 'Direito Penal' },
    },
  ],
  ultimosSimulados: [
    {
      id: 42,
      tipo: 'padrao',
      data: '2025-03-05T15:30:00.000Z',
      nota: 4,
      questoesRespondidas: 5,
      acertos: 2,
      materia: { id: 2, nome: 'Direito Penal' },
      cadernoNome: null,
    },
    {
      id: 41,
      tipo: 'padrao',
      data: '2025-03-04T15:30:00.000Z',
      nota: 8,
      questoesRespondidas: 10,
      acertos: 8,
      materia: { id: 1, nome: 'SAT' },
      cadernoNome: null,
    },
  ],
};

const EMPTY: Dashboard = {
  nome: 'Maria Souza',
  assinatura: { dataExpiracao: null, diasRestantes: null },
  estatisticas: { mediaGeral: null, mediaBasico: null, mediaEspecifico: null, simulados: 0 },
  acertos: { questoes: 0, acertos: 0, erros: 0 },
  ranking: { classificado: false, motivo: 'sem_edital' },
  ultimasNotas: [],
  proximasProvas: [],
  ultimosSimulados: [],
};

/** 'Onde estou' (issue 27 §7): its own request, /api/ranking/posicao. */
const POSICAO: PosicaoResponse = {
  situacao: 'ok',
  edital: { numero: '01/2025' },
  posicao: { media: 7.63, percentilEdital: 73, totalEdital: 1200, unidade: null },
  distribuicao: { faixas: new Array<number>(20).fill(60), total: 1200, minhaFaixa: 15 },
  materias: [
    {
      materiaId: 3,
      nome: 'Direito Penal',
      respondidas: 40,
      acerto: 42,
      acertoEdital: 60,
      alunosEdital: 900,
      diferenca: -18,
    },
  ],
};

function serve(dashboard: Dashboard, posicao: PosicaoResponse = POSICAO) {
  return stubFetch(({ url }) => {
    if (url === '/api/dashboard') return jsonResponse(dashboard);
    if (url === '/api/ranking/posicao') return jsonResponse(posicao);
    if (url === '/api/revisao') return jsonResponse({ devidas: 3, proxima: null, total: 12 });
    return undefined;
  });
}

const stat = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });

describe('dashboard', () => {
  it('shows every card of a student with history, from one request', async () => {
    const { calls } = serve(FULL);
    renderApp('/dashboard', { me: USER });

    expect(await screen.findByRole('heading', { name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(screen.getByText(/^Faltam 20 dias para sua assinatura expirar/)).toBeInTheDocument();

    expect(stat('Média geral')).toHaveTextContent('6,1');
    expect(stat('Média Básico')).toHaveTextContent('7,2');
    expect(stat('Média Específico')).toHaveTextContent('4,5');
    expect(stat('Simulados realizados')).toHaveTextContent('5');
    // Grade bands of SPEC §9: 7.2 green, 6.1 yellow, 4.5 red.
    expect(within(stat('Média Básico')).getByText('7,2')).toHaveClass('text-emerald-600');
    expect(within(stat('Média geral')).getByText('6,1')).toHaveClass('text-amber-600');
    expect(within(stat('Média Específico')).getByText('4,5')).toHaveClass('text-red-600');

    const accuracy = region('Desempenho nas questões');
    expect(await within(accuracy).findByRole('img', { name: 'Gráfico: 40 acertos e 25 erros' })).toBeInTheDocument();
    expect(within(accuracy).getByText('Questões').nextSibling).toHaveTextContent('65');
    expect(within(accuracy).getByText('Acertos').nextSibling).toHaveTextContent('40');
    expect(within(accuracy).getByText('Erros').nextSibling).toHaveTextContent('25');
    expect(accuracy).toHaveTextContent('Acertos depois de espiar contam como erros aqui.');

    const ranking = region('Ranking');
    expect(ranking).toHaveTextContent('Nº 4 de 12 alunos no ranking');
    expect(ranking).toHaveTextContent('Sua média no ranking: 7,63');
    expect(within(ranking).getByRole('link', { name: 'Ver ranking' })).toHaveAttribute('href', '/ranking');

    expect(screen.getByRole('link', { name: /Fazer um simulado/ })).toHaveAttribute('href', '/simulados');

    const notas = region('Últimas notas');
    expect(
      within(notas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Direito Penal05/03/2025 · Simulado oficialNota 9,0 (Excelente)',
      'Língua Portuguesa01/03/2025Nota 6,0 (Regular)',
      'Matemática01/02/2025Nota 4,25 (Precisa Melhorar)',
    ]);
    expect(within(notas).getByRole('link', { name: 'Ver todas as notas' })).toHaveAttribute('href', '/notas');

    const provas = region('Próximas provas');
    // The instant in São Paulo time: 17:00 UTC is 14:00 there.
    expect(within(provas).getByRole('listitem')).toHaveTextContent(
      'Direito Penalter., 12/03/2030 às 14:00Prova do módulo específico',
    );
    expect(within(provas).getByRole('link', { name: 'Ver calendário' })).toHaveAttribute('href', '/calendario');

    const simulados = region('Últimos simulados');
    const cards = within(simulados).getAllByRole('link', { name: /Nota/ });
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/simulados/resultados/42', '/simulados/resultados/41']);
    expect(cards[0]).toHaveTextContent('2 acertos em 5 questões');
    expect(within(simulados).getByRole('link', { name: 'Ver histórico' })).toHaveAttribute(
      'href',
      '/simulados/historico',
    );

    expect(await within(region('Revisão do dia')).findByRole('button', { name: /Revisar hoje \(3\)/ })).toBeEnabled();

    // 'Onde estou' and the review's card have a request of their own (neither is the dashboard's to wait
    // for); the route's loader starts them with it, and the cards do not ask a second time.
    const onde = region('Onde estou');
    expect(
      await within(onde).findByText('Você está à frente de 73 % dos candidatos do seu edital'),
    ).toBeInTheDocument();
    expect(onde).toHaveTextContent('Estude primeiro: Direito Penal, −18 pontos da média');
    expect(within(onde).getByRole('link', { name: 'Ver onde estou' })).toHaveAttribute('href', '/ranking#onde-estou');

    expect(
      calls
        .filter((c) => c.url.startsWith('/api/') && c.url !== '/api/config')
        .map((c) => c.url)
        .sort(),
    ).toEqual(['/api/dashboard', '/api/ranking/posicao', '/api/revisao']);
    // Every card of the page, under a loaded machine: more than the default 5 s.
  }, 15_000);

  it('tells a new student what to do first, and loads no chart', async () => {
    serve(EMPTY, { situacao: 'sem_edital' });
    renderApp('/dashboard', { me: makeUser({ dataExpiracao: null }) });

    // The greeting says what the free plan gives; the banner above it already says there is no subscription.
    expect(
      await screen.findByText('Você está no plano gratuito: as matérias gratuitas estão liberadas.'),
    ).toBeInTheDocument();
    expect(stat('Média geral')).toHaveTextContent('-');
    expect(stat('Simulados realizados')).toHaveTextContent('0');
    expect(region('Desempenho nas questões')).toHaveTextContent(
      'Seus acertos e erros aparecem aqui depois do seu primeiro simulado.',
    );
    expect(screen.queryByRole('img', { name: /Gráfico/ })).not.toBeInTheDocument();

    const firstSteps = [
      ['Faça seu primeiro simulado', '/simulados'],
      ['Cadastre sua primeira nota', '/notas'],
      ['Cadastre a data da sua prova', '/calendario'],
    ];
    for (const [name, href] of firstSteps) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const ranking = region('Ranking');
    expect(ranking).toHaveTextContent('Selecione o seu edital no perfil para ver sua posição no ranking.');
    expect(within(ranking).getByRole('link', { name: 'Ir para Perfil' })).toHaveAttribute('href', '/perfil');
    expect(screen.queryByRole('link', { name: 'Ver histórico' })).not.toBeInTheDocument();
    const onde = await screen.findByText('Cadastre seu edital no perfil para ver onde você está.');
    expect(onde.closest('[role="region"]')).toHaveAccessibleName('Onde estou');
  });

  it("shows 'Onde estou' without notas yet and with every subject at or above the edital", async () => {
    serve(FULL, {
      ...POSICAO,
      posicao: null,
      distribuicao: { ...POSICAO.distribuicao, minhaFaixa: null },
      materias: [{ ...POSICAO.materias[0]!, acerto: 70, diferenca: 10 }],
    });
    renderApp('/dashboard', { me: USER });
    expect(
      await screen.findByText('Lance suas notas nos módulos Básico e Específico para ver sua posição.'),
    ).toBeInTheDocument();
    expect(region('Onde estou')).toHaveTextContent('Você está na média do edital ou acima dela em todas as matérias.');
    expect(region('Onde estou')).not.toHaveTextContent('Estude primeiro');
  });

  it('sends a student without notas in both modules to /notas, and a hidden one to /perfil', async () => {
    serve({ ...EMPTY, ranking: { classificado: false, motivo: 'sem_notas' } });
    const first = renderApp('/dashboard', { me: USER });
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    expect(ranking).toHaveTextContent('Cadastre suas notas nos módulos Básico e Específico para aparecer no ranking.');
    expect(within(ranking).getByRole('link', { name: 'Cadastrar notas' })).toHaveAttribute('href', '/notas');
    first.unmount();

    serve({ ...EMPTY, ranking: { classificado: false, motivo: 'oculto' } });
    renderApp('/dashboard', { me: USER });
    const hidden = await screen.findByRole('region', { name: 'Ranking' });
    expect(hidden).toHaveTextContent('Você escolheu ficar oculto no ranking.');
    expect(within(hidden).getByRole('link', { name: 'Ir para Perfil' })).toHaveAttribute('href', '/perfil');
  });

  it('says so when the page cannot load, and tries again on request', async () => {
    let fail = true;
    stubFetch(({ url }) => {
      if (url !== '/api/dashboard') return undefined;
      return fail ? apiError(500, 'INTERNAL', 'Erro interno.') : jsonResponse(FULL);
    });
    const user = userEvent.setup();
    renderApp('/dashboard', { me: USER });
    expect(await screen.findByText(messages.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Olá, Maria!' })).toBeInTheDocument());
  });
});
