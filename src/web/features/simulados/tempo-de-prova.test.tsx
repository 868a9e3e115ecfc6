import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FILTROS_PADRAO, type OpcoesResponse } from '../../../shared/schemas/simulados';
import { readEmAndamento } from '../../lib/simulados/em-andamento';
import { makeQuestoes, SAT } from '../../lib/simulados/test-data';
import { jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

// Issue 27 §4: 'Tempo de prova' at configuration, and the session the server hands back.
const USER = makeUser({ id: 'user-1' });
const OPCOES: OpcoesResponse = {
  assinante: true,
  modulos: [{ id: 1, nome: 'Básico' }],
  materias: [SAT],
  aulas: [],
  bancas: [],
  filtros: FILTROS_PADRAO,
};
const SESSAO_ID = '5d6f1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe("'Tempo de prova'", () => {
  it('offers no limit (the default) or minutes per question, sends the choice and keeps the server deadline', async () => {
    // The server's clock is 90 s ahead of this browser's.
    let prazo = new Date(0);
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/simulados/opcoes') return jsonResponse(OPCOES);
      if (call.url === '/api/simulados/selecao') {
        const agora = new Date(Date.now() + 90_000);
        prazo = new Date(agora.getTime() + 2 * 2 * 60_000);
        return jsonResponse({
          materia: SAT,
          questoes: makeQuestoes(2),
          vazio: null,
          sessao: { id: SESSAO_ID, prazo: prazo.toISOString(), agora: agora.toISOString() },
        });
      }
      if (/\/comentarios$/.test(call.url)) return jsonResponse([]);
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/simulados', { me: USER });

    const tempo = await screen.findByLabelText('Tempo de prova');
    expect((tempo as HTMLSelectElement).value).toBe('');
    expect(
      within(tempo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sem limite', '1 min por questão', '2 min por questão', '3 min por questão', '5 min por questão']);

    await user.selectOptions(screen.getByLabelText('Matéria'), 'SAT — Gratuita');
    await user.selectOptions(tempo, '2 min por questão');
    expect(screen.getByText(/Todas · 2 min por questão$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar Simulado' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/realizar/1'));
    const selecao = calls.find((c) => c.url === '/api/simulados/selecao');
    expect(selecao?.body).toMatchObject({ materiaId: 1, minutosPorQuestao: 2 });
    const stored = readEmAndamento(USER.id);
    expect(stored?.sessao?.id).toBe(SESSAO_ID);
    expect(stored?.sessao?.prazo).toBe(prazo.toISOString());
    // The offset between the clocks, measured when the questions came (allowing the test's own delay).
    expect(stored?.sessao?.desvioMs).toBeGreaterThan(85_000);
    expect(stored?.sessao?.desvioMs).toBeLessThanOrEqual(90_000);
    expect(await screen.findByRole('timer', { name: 'Tempo restante' })).toHaveTextContent(/0[34]:\d\d/);
  }, 15_000);

  it('sends no limit by default, and the simulado keeps no session', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/simulados/opcoes') return jsonResponse(OPCOES);
      if (call.url === '/api/simulados/selecao') {
        return jsonResponse({ materia: SAT, questoes: makeQuestoes(2), vazio: null, sessao: null });
      }
      if (/\/comentarios$/.test(call.url)) return jsonResponse([]);
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/simulados', { me: USER });
    await user.selectOptions(await screen.findByLabelText('Matéria'), 'SAT — Gratuita');
    await user.click(screen.getByRole('button', { name: 'Iniciar Simulado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/realizar/1'));
    expect(calls.find((c) => c.url === '/api/simulados/selecao')?.body).not.toHaveProperty('minutosPorQuestao');
    expect(readEmAndamento(USER.id)?.sessao).toBeUndefined();
    await screen.findByText('Enunciado da questão 1');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  }, 15_000);
});
