import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestaoEstatisticas } from '../../../shared/schemas/estatisticas';
import { writeEmAndamento } from '../../lib/simulados/em-andamento';
import { makeEmAndamento } from '../../lib/simulados/test-data';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

// What other students chose (issue 27 §1) in the player: asked for and shown only after Conferir,
// beside each alternative and under the question; failed or offline, nothing at all.
// Questions 101, 102, 103 of SAT (materia 1); right answers A, B, C.
const USER = makeUser({ id: 'user-1' });
const PATH = '/simulados/realizar/1';

const muitas = (questaoId: number, over: Partial<QuestaoEstatisticas> = {}): QuestaoEstatisticas => ({
  questaoId,
  respostas: 1234,
  acertos: 506,
  percentualAcerto: 41,
  marcadas: { A: 41, B: 32, C: 15, D: 8, E: 4 },
  suficiente: true,
  recontadasDesde: null,
  ...over,
});

function stubApi(estatisticas: (questaoId: number) => Response | Promise<Response>) {
  return stubFetch((call) => {
    if (/^\/api\/questoes\/\d+\/comentarios$/.test(call.url)) return jsonResponse([]);
    const m = call.url.match(/^\/api\/questoes\/(\d+)\/estatisticas$/);
    if (m && call.method === 'GET') return estatisticas(Number(m[1]));
    return undefined;
  });
}
const statsCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.endsWith('/estatisticas'));
const radio = (letra: string) => screen.getByRole('radio', { name: new RegExp(`^Alternativa ${letra}:`) });

async function start() {
  writeEmAndamento(USER.id, makeEmAndamento(3));
  const user = userEvent.setup();
  renderApp(PATH, { me: USER });
  await screen.findByText('Enunciado da questão 1');
  return user;
}

describe("the player's answer statistics", { timeout: 20_000 }, () => {
  it('asks nothing and shows nothing before Conferir; after it, the share beside each alternative and the accuracy', async () => {
    const { calls } = stubApi((id) => jsonResponse(muitas(id)));
    const user = await start();

    await user.click(radio('B'));
    // Chosen but not conferred: the shares would give the answer away.
    expect(screen.queryByText(/marcaram/)).toBeNull();
    expect(screen.queryByText(/Acertaram/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Espiar' }));
    expect(screen.queryByText(/marcaram/)).toBeNull();
    expect(statsCalls(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    expect(await screen.findByText('Acertaram: 41 % de 1.234 respostas')).toBeInTheDocument();
    expect(within(radio('A')).getByText('41 % marcaram')).toBeInTheDocument();
    expect(within(radio('B')).getByText('32 % marcaram')).toBeInTheDocument();
    expect(within(radio('E')).getByText('4 % marcaram')).toBeInTheDocument();
    expect(radio('B')).toHaveAccessibleName(/32 % marcaram/);
    // One request for the question, shared by the alternatives and the accuracy line.
    expect(statsCalls(calls).map((c) => c.url)).toEqual(['/api/questoes/101/estatisticas']);
    // The question screen itself is as it was: the verdict and the key are still there.
    expect(screen.getByText('Você marcou B. A resposta correta é A.')).toBeInTheDocument();

    // The next question, not conferred: nothing of the first one's statistics.
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Enunciado da questão 2');
    expect(screen.queryByText(/marcaram/)).toBeNull();
    expect(screen.queryByText(/Acertaram/)).toBeNull();
  });

  it("says 'Poucas respostas ainda' below 10 answers, without shares, and since when the counts restarted", async () => {
    stubApi((id) =>
      jsonResponse(
        muitas(id, {
          respostas: 3,
          acertos: null,
          percentualAcerto: null,
          marcadas: null,
          suficiente: false,
          recontadasDesde: '2025-03-05T15:00:00.000Z',
        }),
      ),
    );
    const user = await start();
    await user.click(radio('A'));
    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    expect(await screen.findByText('Poucas respostas ainda')).toBeInTheDocument();
    expect(screen.getByText('Estatísticas recontadas desde 05/03/2025')).toBeInTheDocument();
    expect(screen.queryByText(/marcaram/)).toBeNull();
    expect(screen.getByText('Resposta correta!')).toBeInTheDocument();
  });

  it('shows nothing and says nothing when the statistics fail or the network is down, and the player goes on', async () => {
    let n = 0;
    const { calls } = stubApi(() =>
      ++n === 1 ? apiError(500, 'INTERNAL', 'Erro interno.') : Promise.reject(new TypeError('Failed to fetch')),
    );
    const user = await start();
    await user.click(radio('C'));
    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    await waitFor(() => expect(statsCalls(calls)).toHaveLength(1));
    expect(screen.getByText('Você marcou C. A resposta correta é A.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Enunciado da questão 2');
    await user.click(radio('B'));
    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    await waitFor(() => expect(statsCalls(calls)).toHaveLength(2));
    expect(await screen.findByText('Resposta correta!')).toBeInTheDocument();
    // No retry, no toast, no alert: only the question as it always was.
    expect(statsCalls(calls)).toHaveLength(2);
    expect(screen.queryByText(/marcaram|Acertaram|Poucas respostas/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/erro/i)).toBeNull();
  });
});
