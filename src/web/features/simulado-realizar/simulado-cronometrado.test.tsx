import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { readEmAndamento, writeEmAndamento } from '../../lib/simulados/em-andamento';
import { makeEmAndamento } from '../../lib/simulados/test-data';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';
import { formatRestante } from './components/player-header';

// Issue 27 §4: the countdown of a timed simulado in the player. Questions 101, 102, 103 (right: A, B, C).
const USER = makeUser({ id: 'user-1' });
const PATH = '/simulados/realizar/1';
const SESSAO_ID = '5d6f1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const T0 = new Date('2026-11-27T12:00:00.000Z').getTime();

function seedTimed({
  prazoEm,
  desvioMs = 0,
  conferidas = false,
}: {
  prazoEm: number;
  desvioMs?: number;
  conferidas?: boolean;
}) {
  writeEmAndamento(
    USER.id,
    makeEmAndamento(3, {
      sessao: { id: SESSAO_ID, prazo: new Date(T0 + prazoEm).toISOString(), desvioMs },
      ...(conferidas ? { respostas: { '101': 'A' }, questoes_conferidas: [101], respostas_corretas: [101] } : {}),
    }),
  );
}

const checkinUrl = `/api/simulados/sessoes/${SESSAO_ID}/respostas`;
const checkins = (calls: FetchCall[]) => calls.filter((c) => c.url === checkinUrl && c.method === 'POST');
const saves = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/simulados' && c.method === 'POST');

function stubApi({ checkin }: { checkin?: (call: FetchCall) => Response } = {}) {
  return stubFetch((call) => {
    if (/^\/api\/questoes\/\d+\/comentarios$/.test(call.url)) return jsonResponse([]);
    if (call.url === '/api/simulados' && call.method === 'POST') return jsonResponse({ id: 55 }, 201);
    if (call.url === checkinUrl)
      return checkin ? checkin(call) : jsonResponse({ recebidaEm: new Date().toISOString() }, 201);
    if (call.url === '/api/simulados/55') return apiError(404, 'SIMULADO_NOT_FOUND', messages.simuladoNotFound);
    return undefined;
  });
}

const timer = () => screen.getByRole('timer', { name: 'Tempo restante' });
/** The seconds the countdown shows. The fake clock also moves with real time here, so a check allows 3 s. */
function shown(): number {
  const [m, s] = (/(\d\d):(\d\d)/.exec(timer().textContent ?? '') ?? []).slice(1).map(Number);
  return (m ?? NaN) * 60 + (s ?? NaN);
}
const showsAbout = (seconds: number) => {
  expect(shown()).toBeLessThanOrEqual(seconds);
  expect(shown()).toBeGreaterThanOrEqual(seconds - 3);
};
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('formatRestante', () => {
  it('rounds up to the second, so 00:00 shows only at the deadline, with hours past an hour', () => {
    expect(formatRestante(180_000)).toBe('03:00');
    expect(formatRestante(179_001)).toBe('03:00');
    expect(formatRestante(1)).toBe('00:01');
    expect(formatRestante(0)).toBe('00:00');
    expect(formatRestante(-5000)).toBe('00:00');
    expect(formatRestante(2500 * 60_000)).toBe('41:40:00');
  });
});

describe('timed simulado in the player', () => {
  it('counts down from the stored deadline, and after a re-mount goes on from it (not from the start)', async () => {
    seedTimed({ prazoEm: 3 * 60_000 });
    stubApi();
    const first = renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');
    showsAbout(180);
    expect(timer()).toHaveTextContent(/segundos restantes$|^03:003 minutos restantes$/);

    await advance(65_000);
    showsAbout(115);
    first.unmount();

    await advance(5000);
    renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');
    showsAbout(110);
  });

  it("reads the deadline on the server's clock: a browser two minutes behind sees the same time left", async () => {
    // The server said 12:02 when this browser said 12:00: its deadline (12:05) is 3 minutes away.
    seedTimed({ prazoEm: 5 * 60_000, desvioMs: 2 * 60_000 });
    stubApi();
    renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');
    showsAbout(180);
  });

  it('announces only the 5-minute and 1-minute marks, and turns urgent in the last minute', async () => {
    seedTimed({ prazoEm: 6 * 60_000 });
    stubApi();
    renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');
    const live = screen
      .getAllByRole('status')
      .find((el) => el.classList.contains('sr-only') && !el.hasAttribute('aria-label'))!;
    expect(live.textContent).toBe('');
    expect(timer().className).not.toMatch(/text-red/);

    await advance(30_000);
    expect(live.textContent).toBe('');
    await advance(31_000);
    expect(live).toHaveTextContent('Faltam 5 minutos de prova.');
    await advance(3 * 60_000);
    // Nothing new is said between the marks.
    expect(live).toHaveTextContent('Faltam 5 minutos de prova.');
    expect(timer().className).not.toMatch(/text-red/);
    await advance(60_000);
    expect(live).toHaveTextContent('Falta 1 minuto de prova.');
    expect(timer().className).toMatch(/text-red-800/);
    showsAbout(60);
  });

  it('at zero finishes by itself, once, as Finalizar does: saves the conferred answers with the session and opens the results', async () => {
    seedTimed({ prazoEm: 30_000, conferidas: true });
    const { calls } = stubApi();
    const { router } = renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');

    await advance(29_000);
    expect(saves(calls)).toHaveLength(0);
    await advance(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/resultados/55'));
    expect(saves(calls)).toHaveLength(1);
    expect(saves(calls)[0]!.body).toMatchObject({
      sessaoId: SESSAO_ID,
      materiaId: 1,
      respostas: [{ questaoId: 101, resposta: 'A', espiada: false }],
    });
    expect(await screen.findByText(messages.tempoEsgotado)).toBeInTheDocument();
    expect(readEmAndamento(USER.id)).toBeNull();
    await advance(10_000);
    expect(saves(calls)).toHaveLength(1);
  });

  it('opened after the deadline (a reload, another tab), finishes at once', async () => {
    seedTimed({ prazoEm: -60_000, conferidas: true });
    const { calls } = stubApi();
    const { router } = renderApp(PATH, { me: USER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados/resultados/55'));
    expect(saves(calls)).toHaveLength(1);
  });

  it('at zero with nothing conferred, saves nothing and goes back to /simulados', async () => {
    seedTimed({ prazoEm: 10_000 });
    const { calls } = stubApi();
    const { router } = renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');
    await advance(11_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulados'));
    expect(saves(calls)).toHaveLength(0);
    expect(readEmAndamento(USER.id)).toBeNull();
    expect(await screen.findByText(messages.tempoEsgotadoSemRespostas)).toBeInTheDocument();
  });

  it('checks in each conferred answer; a failure is retried and stays silent', async () => {
    seedTimed({ prazoEm: 10 * 60_000 });
    let fail = 1;
    const { calls } = stubApi({
      checkin: () => (fail-- > 0 ? apiError(500, 'INTERNAL', messages.internal) : jsonResponse({}, 201)),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');
    await user.click(screen.getByRole('radio', { name: /^Alternativa B:/ }));
    await user.click(screen.getByRole('button', { name: 'Conferir' }));

    await waitFor(() => expect(checkins(calls)).toHaveLength(1));
    expect(checkins(calls)[0]!.body).toEqual({ questaoId: 101, resposta: 'B', espiada: false });
    await advance(2000);
    await waitFor(() => expect(checkins(calls)).toHaveLength(2));
    await advance(10_000);
    expect(checkins(calls)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(messages.internal)).not.toBeInTheDocument();
  });

  it('without a deadline shows no countdown and sends no check-in', async () => {
    writeEmAndamento(USER.id, makeEmAndamento(3));
    const { calls } = stubApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(PATH, { me: USER });
    await screen.findByText('Enunciado da questão 1');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Alternativa A:/ }));
    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    await advance(5000);
    expect(calls.some((c) => c.url.includes('/sessoes/'))).toBe(false);
  });
});
