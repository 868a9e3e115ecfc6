import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { clearEmAndamento, emAndamentoKey, writeEmAndamento } from '../../lib/simulados/em-andamento';
import { readEmAndamento } from '../../lib/simulados/em-andamento';
import { CLIENT_KEY, makeEmAndamento, SAT } from '../../lib/simulados/test-data';
import { FILTROS_PADRAO, type MateriaResumo, type OpcoesResponse } from '../../../shared/schemas/simulados';
import {
  apiError,
  jsonResponse,
  makeUser,
  renderApp,
  stubElementTiming,
  stubFetch,
  type FetchCall,
} from '../../test-utils';

// Questions 101, 102, 103 of SAT (materia 1); right answers A, B, C.
const USER = makeUser({ id: 'user-1' });
const PATH = '/simulados/realizar/1';

function seed(n = 3) {
  writeEmAndamento(USER.id, makeEmAndamento(n));
}

/** The API around the player: empty comment lists; POST /api/simulados answered by `save`. */
function stubApi(save?: (call: FetchCall) => Response | Promise<Response>) {
  return stubFetch((call) => {
    if (/^\/api\/questoes\/\d+\/comentarios$/.test(call.url) && call.method === 'GET') return jsonResponse([]);
    if (call.url === '/api/simulados' && call.method === 'POST' && save) return save(call);
    return undefined;
  });
}

const radio = (letra: string) => screen.getByRole('radio', { name: new RegExp(`^Alternativa ${letra}:`) });
const situacao = () => screen.getByRole('status', { name: 'Situação da questão' });
const finalizar = () => screen.getByRole('button', { name: 'Finalizar' });
const saveCalls = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/simulados' && c.method === 'POST');

async function confirmFinish(user: ReturnType<typeof userEvent.setup>) {
  await user.click(finalizar());
  const dialog = await screen.findByRole('dialog', { name: 'Finalizar Simulado' });
  await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The first question on screen with its effects run: the keyboard's listener set and the focus on the
 * alternatives. React runs effects after the paint, so a key typed at the first paint could go unheard.
 */
async function playerReady() {
  await screen.findByText('Enunciado da questão 1');
  await waitFor(() => expect(radio('A')).toHaveFocus());
}

/** user-event's waits, on the fake clock once a test has switched to it. */
const advanceFakeTimers = (ms: number) => {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
};

describe('simulado player', () => {
  it('sends the user back to /simulados without an in-progress simulado for this subject', async () => {
    stubApi();
    const { router } = renderApp(PATH, { me: USER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados'));
  });

  it('shows the question with its badges, and enables Finalizar only once a question is conferred', async () => {
    seed();
    stubApi();
    const user = userEvent.setup();
    renderApp(PATH, { me: USER });

    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
    expect(screen.getByText('Questão #101')).toBeInTheDocument();
    expect(screen.getByText('Módulo Básico')).toBeInTheDocument();
    expect(situacao()).toHaveTextContent('Não respondida');
    expect(screen.getByText('Questão 1 de 3')).toBeInTheDocument();
    expect(finalizar()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Conferir' })).toBeDisabled();

    await user.click(radio('B'));
    expect(radio('B')).toHaveAttribute('aria-checked', 'true');
    expect(situacao()).toHaveTextContent('Não conferida');
    expect(finalizar()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    expect(situacao()).toHaveTextContent('Incorreta');
    expect(screen.getByText('Você marcou B. A resposta correta é A.')).toBeInTheDocument();
    expect(finalizar()).toBeEnabled();
    // Locked: another choice changes nothing.
    await user.click(radio('A'));
    expect(radio('B')).toHaveAttribute('aria-checked', 'true');
    expect(radio('A')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Questões conferidas' })).toHaveAttribute('aria-valuenow', '1');
  });

  it("shows an alternative's HTML as the admin wrote it: 'x < 5', a bold word, no tags and no entities", async () => {
    const emAndamento = makeEmAndamento(1);
    const questao = emAndamento.questoes[0]!;
    // As the admin API stores them (shared/rules/question-html.ts): '<' escaped, the allowed tags kept.
    questao.alternativas = {
      ...questao.alternativas,
      A: 'x &lt; 5 e y &gt; 3',
      B: 'H<sub>2</sub>O <strong>pura</strong>',
    };
    writeEmAndamento(USER.id, emAndamento);
    stubApi();
    renderApp(PATH, { me: USER });

    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
    expect(radio('A')).toHaveAccessibleName('Alternativa A: x < 5 e y > 3');
    const b = radio('B');
    expect(b).toHaveAccessibleName('Alternativa B: H2O pura');
    expect(within(b).getByText('pura').tagName).toBe('STRONG');
    expect(b.textContent).not.toContain('<');
  });

  it('builds the question map only while it is open; a square shows its status and jumps to its question', async () => {
    seed();
    stubApi();
    const user = userEvent.setup();
    renderApp(PATH, { me: USER });
    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Questão 1:/ })).toBeNull();

    await user.click(radio('B'));
    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    await user.click(screen.getByText('Mapa de questões'));
    expect(await screen.findByRole('button', { name: 'Questão 1: Incorreta' })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Questão 3: Não respondida' }));
    expect(screen.getByText('Questão 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Questão 3: Não respondida' })).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByText('Mapa de questões'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Questão 1:/ })).toBeNull());
  });

  it('plays by keyboard: A–E choose, Enter confers, arrows move; keys are ignored in a modal', async () => {
    seed();
    stubApi();
    const user = userEvent.setup();
    renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');

    await user.keyboard('c');
    expect(radio('C')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('a');
    expect(radio('A')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(situacao()).toHaveTextContent(/^Correta$/);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Questão 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('Questão #102')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Questão 3 de 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Questão 2 de 3')).toBeInTheDocument();

    // Typing a comment does not answer the question.
    await user.click(screen.getAllByRole('button', { name: 'Comentar' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar comentário' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentário' }), 'bec');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(situacao()).toHaveTextContent('Não respondida');
    expect(readEmAndamento(USER.id)?.respostas).toEqual({ '101': 'A' });
  });

  it('keeps every step in localStorage', async () => {
    seed();
    stubApi();
    const user = userEvent.setup();
    renderApp(PATH, { me: USER });
    await playerReady();
    await user.keyboard('a{Enter}{ArrowRight}b');
    expect(readEmAndamento(USER.id)).toMatchObject({
      respostas: { '101': 'A', '102': 'B' },
      indice_atual: 1,
      questoes_conferidas: [101],
      respostas_corretas: [101],
    });
  });

  it('Espiar shows the right answer for 2 s and records the question as espiada', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seed();
    stubApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');

    await user.click(screen.getByRole('button', { name: 'Espiar' }));
    expect(radio('A')).toHaveAttribute('data-mark', 'espiada');
    expect(readEmAndamento(USER.id)?.espiadas).toEqual([101]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(radio('A')).not.toHaveAttribute('data-mark');
  });

  it('Reiniciar, after confirming, clears the answers and starts the same questions under a new key', async () => {
    seed();
    stubApi();
    const user = userEvent.setup();
    renderApp(PATH, { me: USER });
    await playerReady();
    await user.keyboard('a{Enter}{ArrowRight}');

    await user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reiniciar Simulado' });
    await user.click(within(dialog).getByRole('button', { name: 'Reiniciar' }));

    expect(await screen.findByText('Questão 1 de 3')).toBeInTheDocument();
    expect(situacao()).toHaveTextContent('Não respondida');
    expect(finalizar()).toBeDisabled();
    const stored = readEmAndamento(USER.id);
    expect(stored).toMatchObject({ respostas: {}, questoes_conferidas: [], indice_atual: 0 });
    expect(stored?.clientKey).not.toBe(CLIENT_KEY);
    expect(stored?.questoes.map((q) => q.id)).toEqual([101, 102, 103]);
  });

  it("saves once with the conferred answers: 'Salvando...' while pending, then the results page", async () => {
    seed();
    let answer: (r: Response) => void = () => {};
    const { calls } = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { router, queryClient } = renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');
    queryClient.setQueryData(['simulados', 'historico'], []);
    await user.keyboard('a{Enter}{ArrowRight}e{Enter}{ArrowRight}c'); // the third is not conferred

    await confirmFinish(user);
    const saving = await screen.findByRole('button', { name: 'Salvando...' });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Conferir' })).toBeDisabled();
    expect(saveCalls(calls)).toHaveLength(1);
    expect(saveCalls(calls)[0]?.body).toEqual({
      clientKey: CLIENT_KEY,
      tipo: 'padrao',
      materiaId: 1,
      respostas: [
        { questaoId: 101, resposta: 'A', espiada: false },
        { questaoId: 102, resposta: 'E', espiada: false },
      ],
    });
    expect(readEmAndamento(USER.id)).not.toBeNull();

    answer(jsonResponse({ id: 77 }, 201));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/resultados/77'));
    expect(window.localStorage.getItem(emAndamentoKey(USER.id))).toBeNull();
    expect(queryClient.getQueryState(['simulados', 'historico'])?.isInvalidated).toBe(true);
  });

  it('retries network errors and 5xx 3 times, 2 s apart, with the same key; then says so and offers to try again', async () => {
    seed();
    let fail = true;
    const at: number[] = [];
    const { calls } = stubApi(() => {
      at.push(Date.now());
      if (!fail) return jsonResponse({ id: 9 }, 200);
      return at.length % 2 === 0
        ? apiError(503, 'INTERNAL', messages.internal)
        : Promise.reject(new TypeError('Failed to fetch'));
    });
    const user = userEvent.setup({ advanceTimers: advanceFakeTimers });
    const { router } = renderApp(PATH, { me: USER });
    await playerReady();
    await user.keyboard('b{Enter}');
    // The save's clock from here: the play above ran on real time, as the keyboard's listener is set in
    // an effect that React runs after the question paints.
    vi.useFakeTimers({ shouldAdvanceTime: true });

    await confirmFinish(user);
    await waitFor(() => expect(saveCalls(calls)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    for (const n of [2, 3, 4]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
      await waitFor(() => expect(saveCalls(calls)).toHaveLength(n));
    }
    // Each retry waited its 2 s (on the fake clock, which also ticks with real time here).
    for (let i = 1; i < at.length; i++) expect((at[i] ?? 0) - (at[i - 1] ?? 0)).toBeGreaterThanOrEqual(2000);
    expect(await screen.findByText(messages.saveRetriesExhausted)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(saveCalls(calls)).toHaveLength(4);
    expect(new Set(saveCalls(calls).map((c) => (c.body as { clientKey: string }).clientKey))).toEqual(
      new Set([CLIENT_KEY]),
    );
    expect(readEmAndamento(USER.id)?.questoes_conferidas).toEqual([101]);
    expect(finalizar()).toBeEnabled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/resultados/9'));
    expect(saveCalls(calls)).toHaveLength(5);
    expect((saveCalls(calls)[4]?.body as { clientKey: string }).clientKey).toBe(CLIENT_KEY);
    expect(readEmAndamento(USER.id)).toBeNull();
  });

  it('shows the server message for a 4xx without retrying, and keeps the local copy', async () => {
    seed();
    const { calls } = stubApi(() => apiError(400, 'QUESTAO_FORA_DA_MATERIA', messages.questaoForaDaMateria));
    const user = userEvent.setup({ advanceTimers: advanceFakeTimers });
    renderApp(PATH, { me: USER });
    await playerReady();
    await user.keyboard('a{Enter}');
    // The save's clock from here: the play above ran on real time, as the keyboard's listener is set in
    // an effect that React runs after the question paints.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await confirmFinish(user);

    expect(await screen.findByText(messages.questaoForaDaMateria)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(saveCalls(calls)).toHaveLength(1);
    expect(readEmAndamento(USER.id)).not.toBeNull();
  });

  it('says the save is slow after 30 s pending', async () => {
    seed();
    stubApi(() => new Promise<Response>(() => {}));
    const user = userEvent.setup({ advanceTimers: advanceFakeTimers });
    renderApp(PATH, { me: USER });
    await playerReady();
    await user.keyboard('a{Enter}');
    // The save's clock from here: the play above ran on real time, as the keyboard's listener is set in
    // an effect that React runs after the question paints.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await confirmFinish(user);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.queryByText(messages.saveSlow)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByText(messages.saveSlow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  });

  it('asks for the comments only once the question and its comments section are on screen', async () => {
    seed();
    const { report } = stubElementTiming();
    const { calls } = stubApi();
    renderApp(PATH, { me: USER });
    await playerReady();
    const comentarios = () => calls.filter((c) => c.url === '/api/questoes/101/comentarios');
    expect(comentarios()).toHaveLength(0);
    expect(screen.getByText('Carregando comentários...')).toBeInTheDocument();

    act(() => report(screen.getByRole('heading', { name: /^Comentários/ }).getAttribute('elementtiming')!));
    await waitFor(() => expect(comentarios()).toHaveLength(1));
    expect(await screen.findByText(/Nenhum comentário nesta questão ainda/)).toBeInTheDocument();
  });

  it('asks for a description before sending a report, then thanks the user', async () => {
    seed();
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/comentarios') && call.method === 'GET') return jsonResponse([]);
      if (call.url === '/api/questoes/101/reports') return jsonResponse({ id: 1 }, 201);
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');

    await user.click(screen.getByRole('button', { name: 'Reportar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reportar erro' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.reportRequired);
    expect(calls.some((c) => c.url.endsWith('/reports'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Descrição do erro' }), 'Gabarito errado');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar report' }));
    expect(await screen.findByText(messages.reportSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.endsWith('/reports'))?.body).toEqual({ descricao: 'Gabarito errado' });
  });
});

describe('subject access (SPEC §1: access before the in-progress check)', () => {
  const ALUNO = makeUser({ id: 'user-1', dataExpiracao: null });
  const PREMIUM: MateriaResumo = { id: 2, nome: 'Direito Penal', moduloId: 2, moduloNome: 'Específico', isFree: false };
  /**
   * What /api/simulados/opcoes gives a non-subscriber: the free subjects only. Whole, as the server sends
   * it: a test that ends on /simulados may see that page render with it.
   */
  const opcoesSemAssinatura: OpcoesResponse = {
    assinante: false,
    modulos: [],
    materias: [SAT],
    aulas: [],
    bancas: [],
    filtros: FILTROS_PADRAO,
  };

  function stubOpcoes(answer: () => Response) {
    return stubFetch((call) => {
      if (call.url === '/api/simulados/opcoes') return answer();
      if (/\/comentarios$/.test(call.url)) return jsonResponse([]);
      return undefined;
    });
  }

  it('sends a non-subscriber from a premium subject to /assinatura, even with it in progress', async () => {
    writeEmAndamento(ALUNO.id, makeEmAndamento(3, { materia_id: 2, materia: PREMIUM }));
    stubOpcoes(() => jsonResponse(opcoesSemAssinatura));
    const { router } = renderApp('/simulados/realizar/2', { me: ALUNO });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assinatura'));
    expect(await screen.findByText(messages.subscribersOnly)).toBeInTheDocument();
    expect(screen.queryByText('Enunciado da questão 1')).not.toBeInTheDocument();
  });

  it('sends a non-subscriber to /assinatura when the subject lookup fails (not free)', async () => {
    seed();
    stubOpcoes(() => apiError(500, 'INTERNAL', messages.internal));
    const { router } = renderApp(PATH, { me: ALUNO });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assinatura'));
  });

  it('lets a non-subscriber play a free subject, and without a copy sends them to /simulados', async () => {
    seed();
    const { calls } = stubOpcoes(() => jsonResponse(opcoesSemAssinatura));
    const first = renderApp(PATH, { me: ALUNO });
    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/simulados/opcoes')).toHaveLength(1);
    first.unmount();

    window.localStorage.clear();
    const second = renderApp(PATH, { me: ALUNO });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/simulados'));
  });

  it('lets a subscriber open a premium subject without a lookup', async () => {
    writeEmAndamento(USER.id, makeEmAndamento(3, { materia_id: 2, materia: PREMIUM }));
    const { calls } = stubOpcoes(() => jsonResponse(opcoesSemAssinatura));
    renderApp('/simulados/realizar/2', { me: USER });
    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
    expect(screen.getByText('Direito Penal')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/simulados/opcoes')).toBe(false);
  });
});

describe('in-progress copy when the browser storage is full', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearEmAndamento(USER.id);
  });

  it('tells the student once, and the answers go on in this tab', async () => {
    seed();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    stubApi();
    const user = userEvent.setup();
    const first = renderApp(PATH, { me: USER });
    await playerReady();
    await user.keyboard('a{Enter}{ArrowRight}b');

    expect(await screen.findByText(messages.emAndamentoStorageFull)).toBeInTheDocument();
    expect(screen.getAllByText(messages.emAndamentoStorageFull)).toHaveLength(1);
    expect(setItem).toHaveBeenCalled();
    expect(situacao()).toHaveTextContent('Não conferida');
    // Leaving the player and coming back in this tab resumes where the student was.
    first.unmount();
    renderApp(PATH, { me: USER });
    expect(await screen.findByText('Questão 2 de 3')).toBeInTheDocument();
    expect(radio('B')).toHaveAttribute('aria-checked', 'true');
    expect(readEmAndamento(USER.id)).toMatchObject({ respostas: { '101': 'A', '102': 'B' } });
  });
});
