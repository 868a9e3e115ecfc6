import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { FILTROS_PADRAO, type OpcoesResponse } from '../../../shared/schemas/simulados';
import { writeEmAndamento } from '../../lib/simulados/em-andamento';
import { readEmAndamento } from '../../lib/simulados/em-andamento';
import { makeEmAndamento, makeQuestoes, SAT } from '../../lib/simulados/test-data';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const USER = makeUser({ id: 'user-1' });
const CIVIL = { id: 6, nome: 'Direito Civil', moduloId: 2, moduloNome: 'Específico', isFree: true };
const PENAL = { id: 7, nome: 'Direito Penal', moduloId: 2, moduloNome: 'Específico', isFree: false };

function opcoes(assinante: boolean, filtros = FILTROS_PADRAO): OpcoesResponse {
  return {
    assinante,
    modulos: [
      { id: 1, nome: 'Básico' },
      { id: 2, nome: 'Específico' },
    ],
    materias: assinante ? [CIVIL, PENAL, SAT] : [CIVIL, SAT],
    aulas: [
      { id: 12, materiaId: 1, titulo: 'Números de Emergência', ordem: 2 },
      { id: 11, materiaId: 1, titulo: 'Atendimento ao Cidadão', ordem: 1 },
    ],
    bancas: [
      { id: 3, nome: 'Cebraspe' },
      { id: 1, nome: 'VUNESP' },
    ],
    filtros,
  };
}

function stubApi({
  assinante = true,
  selecao,
  filtros,
}: { assinante?: boolean; selecao?: (call: FetchCall) => Response; filtros?: OpcoesResponse['filtros'] } = {}) {
  return stubFetch((call) => {
    if (call.url === '/api/simulados/opcoes') return jsonResponse(opcoes(assinante, filtros));
    if (call.url === '/api/simulados/selecao' && selecao) return selecao(call);
    if (/\/comentarios$/.test(call.url)) return jsonResponse([]);
    return undefined;
  });
}

describe('simulado configuration', () => {
  it('filters subjects by module, lists lessons by ordem, and starts the simulado', async () => {
    const { calls } = stubApi({
      selecao: () => jsonResponse({ materia: SAT, questoes: makeQuestoes(2), vazio: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/simulados', { me: USER });

    const materia = await screen.findByLabelText('Matéria');
    expect(
      within(materia)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione uma matéria', 'Direito Civil — Gratuita', 'Direito Penal — Premium', 'SAT — Gratuita']);
    await user.selectOptions(screen.getByLabelText('Módulo'), 'Básico');
    expect(within(materia).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Iniciar Simulado' })).toBeDisabled();

    await user.selectOptions(materia, 'SAT — Gratuita');
    const aulas = screen.getAllByRole('button', { name: /^Aula \d/ });
    expect(aulas.map((b) => b.textContent)).toEqual([
      'Aula 1 · Atendimento ao Cidadão',
      'Aula 2 · Números de Emergência',
    ]);
    // Read aloud without the dot, the number and the title stay two words.
    expect(aulas[0]).toHaveAccessibleName('Aula 1 Atendimento ao Cidadão');
    await user.click(aulas[1] as HTMLElement);
    expect(aulas[1]).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Quantidade de questões'), 'Máximo (500)');
    await user.click(screen.getByRole('button', { name: /Erros/ }));
    expect(screen.getByLabelText('Tipo de questões')).toHaveValue('errei');
    expect(
      screen.getByText('“Acertei” e “Errei” consideram a sua resposta mais recente a cada questão.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Iniciar Simulado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/realizar/1'));
    expect(calls.find((c) => c.url === '/api/simulados/selecao')?.body).toEqual({
      materiaId: 1,
      aulaIds: [12],
      quantidade: 500,
      tipo: 'errei',
      filtros: FILTROS_PADRAO,
    });
    expect(screen.getByText('Filtros das questões').closest('details')).not.toHaveAttribute('open');
    const stored = readEmAndamento(USER.id);
    expect(stored?.questoes.map((q) => q.id)).toEqual([101, 102]);
    expect(stored?.materia_id).toBe(1);
  });

  it('opens with the remembered question filters, refuses a span of years out of order and sends the filters', async () => {
    const lembrados = { ...FILTROS_PADRAO, bancaIds: [1], dificuldades: ['dificil' as const] };
    const { calls } = stubApi({
      filtros: lembrados,
      selecao: () => jsonResponse({ materia: SAT, questoes: makeQuestoes(2), vazio: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/simulados?materia=1', { me: USER });
    // Open because a filter is on, with the remembered choices pressed.
    expect((await screen.findByText('Filtros das questões')).closest('details')).toHaveAttribute('open');
    expect(screen.getByText('(2 ativos)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VUNESP' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Cebraspe' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Difícil' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByLabelText('Ano a partir de'), '2024');
    await user.type(screen.getByLabelText('Ano até'), '2019');
    expect(screen.getByRole('alert')).toHaveTextContent('O ano inicial não pode ser maior que o ano final.');
    expect(screen.getByRole('button', { name: 'Iniciar Simulado' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Ano até'));
    await user.type(screen.getByLabelText('Ano até'), '2025');
    await user.click(screen.getByRole('button', { name: 'Cebraspe' }));
    await user.selectOptions(screen.getByLabelText('Origem'), 'Só questões de provas');
    await user.click(screen.getByRole('checkbox', { name: /Pontuação Cebraspe/ }));

    await user.click(screen.getByRole('button', { name: 'Iniciar Simulado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/realizar/1'));
    expect(calls.find((c) => c.url === '/api/simulados/selecao')?.body).toMatchObject({
      filtros: { bancaIds: [1, 3], anoDe: 2024, anoAte: 2025, origem: 'provas', dificuldades: ['dificil'] },
    });
    // Cebraspe scoring stays in the browser's copy of the simulado, for the save.
    expect(calls.find((c) => c.url === '/api/simulados/selecao')?.body).not.toHaveProperty('cebraspe');
    expect(readEmAndamento(USER.id)?.cebraspe).toBe(true);
  }, 15_000);

  it('shows why a selection came back empty', async () => {
    stubApi({ selecao: () => jsonResponse({ materia: SAT, questoes: [], vazio: 'todas_respondidas' }) });
    const user = userEvent.setup();
    const { router } = renderApp('/simulados?materia=1', { me: USER });
    await user.click(await screen.findByRole('button', { name: 'Iniciar Simulado' }));
    expect(await screen.findByText(messages.todasRespondidas)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/simulados');
    expect(readEmAndamento(USER.id)).toBeNull();
  });

  it('sends a non-subscriber refused a premium subject to /assinatura with the server message', async () => {
    stubApi({ selecao: () => apiError(403, 'SUBSCRIPTION_REQUIRED', messages.subscribersOnly) });
    const user = userEvent.setup();
    const { router } = renderApp('/simulados?materia=1', { me: USER });
    await user.click(await screen.findByRole('button', { name: 'Iniciar Simulado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assinatura'));
    expect(await screen.findByText(messages.subscribersOnly)).toBeInTheDocument();
  });

  it('toasts filterFailed for any other failure', async () => {
    stubApi({ selecao: () => apiError(500, 'INTERNAL', messages.internal) });
    const user = userEvent.setup();
    renderApp('/simulados?materia=1', { me: USER });
    await user.click(await screen.findByRole('button', { name: 'Iniciar Simulado' }));
    expect(await screen.findByText(messages.filterFailed)).toBeInTheDocument();
  });

  it('shows a non-subscriber the free simulados and the way to subscribe', async () => {
    stubApi({ assinante: false });
    renderApp('/simulados', { me: makeUser({ id: 'user-1', dataExpiracao: null }) });
    const promo = await screen.findByRole('region', { name: 'Simulados gratuitos' });
    expect(
      within(promo)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Direito CivilEspecífico', 'SATBásico']);
    expect(screen.getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/assinatura');
    expect(within(screen.getByLabelText('Matéria')).queryByRole('option', { name: /Premium/ })).not.toBeInTheDocument();
  });

  describe('with a simulado in progress', () => {
    it('offers to continue it', async () => {
      writeEmAndamento(USER.id, makeEmAndamento(3));
      stubApi();
      const user = userEvent.setup();
      const { router } = renderApp('/simulados', { me: USER });
      const dialog = await screen.findByRole('dialog', { name: 'Simulado em Andamento' });
      expect(dialog).toHaveTextContent('SAT');
      await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/realizar/1'));
    });

    it('Cancelar just closes; Novo Simulado discards it', async () => {
      writeEmAndamento(USER.id, makeEmAndamento(3));
      stubApi({ selecao: () => jsonResponse({ materia: SAT, questoes: makeQuestoes(5).slice(3), vazio: null }) });
      const user = userEvent.setup();
      const { router } = renderApp('/simulados', { me: USER });
      let dialog = await screen.findByRole('dialog', { name: 'Simulado em Andamento' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(readEmAndamento(USER.id)).not.toBeNull();
      expect(screen.getByRole('link', { name: 'Continuar simulado' })).toHaveAttribute('href', '/simulados/realizar/1');

      // Starting another one asks again; Novo Simulado then discards the old one.
      await user.selectOptions(screen.getByLabelText('Matéria'), 'SAT — Gratuita');
      await user.click(screen.getByRole('button', { name: 'Iniciar Simulado' }));
      dialog = await screen.findByRole('dialog', { name: 'Simulado em Andamento' });
      await user.click(within(dialog).getByRole('button', { name: 'Novo Simulado' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/realizar/1'));
      const stored = readEmAndamento(USER.id);
      expect(stored?.questoes.map((q) => q.id)).toEqual([104, 105]);
      expect(stored?.clientKey).not.toBe(makeEmAndamento().clientKey);
    });
  });
});
