import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { RevisaoResumo, RevisaoSessao } from '../../../shared/schemas/revisao';
import { formatDateTime } from '../../lib/format';
import { emAndamentoKey, readEmAndamento, writeEmAndamento } from '../../lib/simulados/em-andamento';
import { makeEmAndamento, makeQuestoes } from '../../lib/simulados/test-data';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';
import { REVISAO_SEM_CARTOES } from './revisar-hoje';

// jsdom has no canvas: the dashboard's ring is Chart.js's business.
vi.mock('../hits-doughnut', () => ({ default: () => <div role="img" aria-label="Gráfico" /> }));

const USER = makeUser({ nome: 'Maria Souza' });
const DASHBOARD: Dashboard = {
  nome: 'Maria Souza',
  assinatura: { dataExpiracao: null, diasRestantes: null },
  estatisticas: { mediaGeral: null, mediaBasico: null, mediaEspecifico: null, simulados: 0 },
  acertos: { questoes: 0, acertos: 0, erros: 0 },
  ranking: { classificado: false, motivo: 'sem_edital' },
  ultimasNotas: [],
  proximasProvas: [],
  ultimosSimulados: [],
};

const QUESTOES = makeQuestoes(3).map((q) => ({ ...q, materiaNome: 'SAT' }));

function serve(resumo: RevisaoResumo | Response, sessao?: RevisaoSessao) {
  return stubFetch(({ url, method }) => {
    if (url === '/api/dashboard') return jsonResponse(DASHBOARD);
    if (url === '/api/revisao') return resumo instanceof Response ? resumo : jsonResponse(resumo);
    if (url === '/api/revisao/sessao' && method === 'POST' && sessao) return jsonResponse(sessao);
    return undefined;
  });
}

const card = () => screen.findByRole('region', { name: 'Revisão do dia' });

describe("the dashboard's 'Revisar hoje' card", () => {
  it('starts a review of the due cards: stores it as a review in progress and opens its player', async () => {
    const { calls } = serve(
      { devidas: 3, proxima: null, total: 5 },
      { questoes: QUESTOES, mensagem: null, proxima: null },
    );
    const user = userEvent.setup();
    renderApp('/dashboard', { me: USER });

    const button = await within(await card()).findByRole('button', { name: 'Revisar hoje (3)' });
    expect(within(await card()).getByText(/3 questões que você errou ou espiou voltam hoje/)).toBeInTheDocument();
    await user.click(button);

    expect(await screen.findByText('Módulo Revisão')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/revisao/sessao' && c.method === 'POST')).toHaveLength(1);
    const stored = readEmAndamento(USER.id);
    expect(stored).toMatchObject({ tipo: 'revisao', materia_id: null, materia: null });
    expect(stored?.questoes.map((q) => q.id)).toEqual(QUESTOES.map((q) => q.id));
    window.localStorage.removeItem(emAndamentoKey(USER.id));
  }, 20_000);

  it('says when nothing is due and when the next card is', async () => {
    const proxima = '2030-03-05T17:30:00.000Z';
    serve({ devidas: 0, proxima, total: 4 });
    renderApp('/dashboard', { me: USER });
    const region = await card();
    expect(await within(region).findByText('Nenhuma questão para revisar hoje')).toBeInTheDocument();
    expect(region).toHaveTextContent(`Próxima revisão: ${formatDateTime(proxima)}`);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows '99+' when more cards are due than the count is exact for", async () => {
    serve({ devidas: 100, proxima: null, total: 300 });
    renderApp('/dashboard', { me: USER });
    expect(await within(await card()).findByRole('button', { name: 'Revisar hoje (99+)' })).toBeInTheDocument();
  });

  it('says how cards come when the student has none', async () => {
    serve({ devidas: 0, proxima: null, total: 0 });
    renderApp('/dashboard', { me: USER });
    expect(await within(await card()).findByText(REVISAO_SEM_CARTOES)).toBeInTheDocument();
  });

  it('offers to try again when the count cannot be loaded', async () => {
    serve(apiError(500, 'INTERNAL', messages.internal));
    const user = userEvent.setup();
    renderApp('/dashboard', { me: USER });
    const region = await card();
    expect(await within(region).findByText('Não foi possível carregar a sua revisão.')).toBeInTheDocument();
    serve({ devidas: 2, proxima: null, total: 2 });
    await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region).findByRole('button', { name: 'Revisar hoje (2)' })).toBeInTheDocument();
  });

  it('never replaces another simulado in progress unasked: Cancelar keeps it, Começar revisão replaces it', async () => {
    const emAndamento = makeEmAndamento(3);
    writeEmAndamento(USER.id, emAndamento);
    const { calls } = serve(
      { devidas: 2, proxima: null, total: 2 },
      { questoes: QUESTOES, mensagem: null, proxima: null },
    );
    const user = userEvent.setup();
    renderApp('/dashboard', { me: USER });

    await user.click(await within(await card()).findByRole('button', { name: 'Revisar hoje (2)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Simulado em Andamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(readEmAndamento(USER.id)?.clientKey).toBe(emAndamento.clientKey);
    expect(calls.some((c) => c.url === '/api/revisao/sessao')).toBe(false);

    await user.click(within(await card()).getByRole('button', { name: 'Revisar hoje (2)' }));
    dialog = await screen.findByRole('dialog', { name: 'Simulado em Andamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Começar revisão' }));
    expect(await screen.findByText('Módulo Revisão')).toBeInTheDocument();
    expect(readEmAndamento(USER.id)).toMatchObject({ tipo: 'revisao' });
    window.localStorage.removeItem(emAndamentoKey(USER.id));
  }, 20_000);
});
