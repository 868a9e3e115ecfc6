import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuestaoEstatisticas } from '../../../shared/schemas/estatisticas';
import type { QuestaoSimulado, Resultado } from '../../../shared/schemas/simulados';
import { makeQuestoes, SAT } from '../../lib/simulados/test-data';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

// What other students chose (issue 27 §1) in the results review: one request for every question, the
// share per alternative and the accuracy per question; failed, the review shows as before.

vi.mock('../../components/hits-doughnut', () => ({
  default: ({ acertos, erros }: { acertos: number; erros: number }) => (
    <div role="img" aria-label={`Gráfico: ${acertos} acertos e ${erros} erros`} />
  ),
}));

const USER = makeUser({ id: 'user-1' });
const [q1, q2] = makeQuestoes(2) as [QuestaoSimulado, QuestaoSimulado];
const RESULTADO: Resultado = {
  id: 42,
  tipo: 'padrao',
  data: '2025-03-05T15:30:00.000Z',
  nota: 5,
  notaSemEspiar: 5,
  questoesRespondidas: 2,
  acertos: 1,
  acertosSemEspiar: 1,
  prazo: null,
  foraDoPrazo: 0,
  cebraspe: false,
  caderno: null,
  materia: SAT,
  questoes: [
    { ...q1, resposta: 'A', correta: true, espiada: false },
    { ...q2, resposta: 'D', correta: false, espiada: false },
  ],
};
const stats: QuestaoEstatisticas[] = [
  {
    questaoId: q1.id,
    respostas: 2500,
    acertos: 1500,
    percentualAcerto: 60,
    marcadas: { A: 60, B: 20, C: 10, D: 5, E: 5 },
    suficiente: true,
    recontadasDesde: null,
  },
  {
    questaoId: q2.id,
    respostas: 4,
    acertos: null,
    percentualAcerto: null,
    marcadas: null,
    suficiente: false,
    recontadasDesde: '2025-03-01T12:00:00.000Z',
  },
];

function stubApi(estatisticas: () => Response) {
  return stubFetch(({ url }) => {
    if (url === '/api/simulados/42') return jsonResponse(RESULTADO);
    if (url === '/api/simulados/42/estatisticas') return estatisticas();
    return undefined;
  });
}
const statsCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.endsWith('/estatisticas'));

describe('results review statistics', { timeout: 20_000 }, () => {
  it('shows each alternative’s share and each question’s accuracy from one request', async () => {
    const { calls } = stubApi(() => jsonResponse({ questoes: stats }));
    renderApp('/simulados/resultados/42', { me: USER });
    const primeira = await screen.findByRole('article', { name: 'Questão 1' }, { timeout: 10_000 });
    expect(await within(primeira).findByText('Acertaram: 60 % de 2.500 respostas')).toBeInTheDocument();
    expect(within(primeira).getByText('60 % marcaram')).toBeInTheDocument();
    expect(within(primeira).getByText('20 % marcaram')).toBeInTheDocument();
    expect(within(primeira).getAllByText(/% marcaram$/)).toHaveLength(5);

    const segunda = screen.getByRole('article', { name: 'Questão 2' });
    expect(within(segunda).getByText('Poucas respostas ainda')).toBeInTheDocument();
    expect(within(segunda).getByText('Estatísticas recontadas desde 01/03/2025')).toBeInTheDocument();
    expect(within(segunda).queryByText(/marcaram/)).toBeNull();
    expect(statsCalls(calls).map((c) => c.url)).toEqual(['/api/simulados/42/estatisticas']);
  });

  it('shows the review without statistics when they fail, with no error said', async () => {
    stubApi(() => apiError(500, 'INTERNAL', 'Erro interno.'));
    renderApp('/simulados/resultados/42', { me: USER });
    const primeira = await screen.findByRole('article', { name: 'Questão 1' }, { timeout: 10_000 });
    expect(within(primeira).getByText('Sua resposta')).toBeInTheDocument();
    expect(screen.queryByText(/marcaram|Acertaram|Poucas respostas/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
