import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { SaveSimuladoInput } from '../../../shared/schemas/simulados';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';
import { storageKeys } from '../storage-keys';
import { emAndamentoKey, readEmAndamento, writeEmAndamento } from '../simulados/em-andamento';
import { CLIENT_KEY, makeEmAndamento, SAT } from '../simulados/test-data';
import { rememberLastUser } from './last-user';
import { enqueueSave, readSaveQueue } from './save-queue';

// Decision 0042: a simulado played and finished with no network, its save queued and sent later.
const USER = makeUser({ id: 'user-1', dataExpiracao: null });
const PATH = `/simulados/realizar/${SAT.id}`;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => {
  setOnline(true);
});

const saves = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/simulados' && c.method === 'POST');

/** The API as it is when the network is gone: every request fails before reaching a server. */
function offlineApi(online: () => Response | undefined = () => undefined) {
  let reachable = false;
  const stub = stubFetch((call) => {
    if (!reachable) throw new TypeError('Failed to fetch');
    if (/^\/api\/questoes\/\d+\/comentarios$/.test(call.url)) return jsonResponse([]);
    if (call.url === '/api/simulados' && call.method === 'POST') return online();
    return undefined;
  });
  return { ...stub, reconnect: () => (reachable = true) };
}

async function conferAndFinish() {
  const user = userEvent.setup();
  await screen.findByText('Enunciado da questão 1');
  await user.click(screen.getByRole('radio', { name: /^Alternativa A:/ }));
  await user.click(screen.getByRole('button', { name: 'Conferir' }));
  await user.click(screen.getByRole('button', { name: 'Finalizar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Finalizar Simulado' });
  await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
}

describe('offline play', () => {
  it('opens the player with no network from the last signed-in profile, even for a free subject’s access check', async () => {
    writeEmAndamento(USER.id, makeEmAndamento(3));
    rememberLastUser(USER);
    setOnline(false);
    const { calls } = offlineApi();

    const { router } = renderApp(PATH);

    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(calls.some((c) => c.url === '/api/session')).toBe(true);
  });

  it('without a remembered profile shows the session error, not the player (nobody is known)', async () => {
    writeEmAndamento(USER.id, makeEmAndamento(3));
    setOnline(false);
    offlineApi();

    renderApp(PATH);

    expect(await screen.findByText(messages.profileLoadFailed, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Enunciado da questão 1')).not.toBeInTheDocument();
  }, 15_000);

  it('forgets the remembered profile when the server says nobody is signed in', async () => {
    rememberLastUser(USER);
    stubFetch();
    const { router } = renderApp(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(storageKeys.lastUser)).toBeNull();
  });

  it('queues Finalizar offline, says so in place of the player, and sends it when the network returns', async () => {
    writeEmAndamento(USER.id, makeEmAndamento(3));
    setOnline(false);
    const api = offlineApi(() => jsonResponse({ id: 77 }, 201));
    renderApp(PATH, { me: USER });

    await conferAndFinish();

    expect(await screen.findByRole('heading', { name: 'Simulado guardado neste aparelho' })).toHaveFocus();
    expect(screen.getByText(messages.saveQueuedOffline)).toBeInTheDocument();
    expect(saves(api.calls)).toHaveLength(0);
    // The copy in progress went once the queue held the save; the queue holds exactly this one.
    expect(window.localStorage.getItem(emAndamentoKey(USER.id))).toBeNull();
    expect(readSaveQueue(USER.id).map((e) => e.body)).toEqual([
      {
        clientKey: CLIENT_KEY,
        tipo: 'padrao',
        materiaId: SAT.id,
        respostas: [{ questaoId: 101, resposta: 'A', espiada: false }],
      },
    ]);
    // Keys typed on the panel no longer play the simulado: nothing in progress comes back.
    await userEvent.setup().keyboard('b');
    expect(readEmAndamento(USER.id)).toBeNull();

    api.reconnect();
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await screen.findByRole('link', { name: 'Ver resultado' })).toHaveAttribute(
      'href',
      '/simulados/resultados/77',
    );
    expect(await screen.findByText(messages.saveQueuedSent, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(saves(api.calls)).toHaveLength(1);
    expect((saves(api.calls)[0]?.body as SaveSimuladoInput).clientKey).toBe(CLIENT_KEY);
    expect(readSaveQueue(USER.id)).toEqual([]);
  }, 20_000);

  it('shows the server’s reason when a queued save is refused, and drops it', async () => {
    // Another simulado than the one queued above in this tab.
    writeEmAndamento(USER.id, makeEmAndamento(3, { clientKey: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a' }));
    setOnline(false);
    const api = offlineApi(() =>
      apiError(400, 'VALIDATION', 'O simulado contém questões que não pertencem a esta matéria.'),
    );
    renderApp(PATH, { me: USER });
    await conferAndFinish();
    await screen.findByRole('heading', { name: 'Simulado guardado neste aparelho' });

    api.reconnect();
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.saveQueuedRefused);
    expect(alert).toHaveTextContent('O simulado contém questões que não pertencem a esta matéria.');
    expect(readSaveQueue(USER.id)).toEqual([]);
  }, 20_000);

  it('on the other pages, says a save is waiting and sends it when the app starts', async () => {
    enqueueSave(USER.id, {
      body: {
        clientKey: CLIENT_KEY,
        tipo: 'padrao',
        materiaId: SAT.id,
        respostas: [{ questaoId: 101, resposta: 'A' }],
      },
      titulo: SAT.nome,
      finalizadoEm: '2026-11-27T12:00:00.000Z',
    });
    let serverUp = false;
    const { calls } = stubFetch((call) => {
      if (call.url !== '/api/simulados' || call.method !== 'POST') return undefined;
      return serverUp ? jsonResponse({ id: 78 }, 200) : apiError(503, 'DATABASE_UNAVAILABLE', 'Indisponível.');
    });

    renderApp('/notas', { me: USER });

    const banner = await screen.findByText(messages.saveQueuedOffline);
    expect(screen.getByText('1 simulado aguardando envio.')).toBeInTheDocument();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(readSaveQueue(USER.id)).toHaveLength(1);

    serverUp = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar agora' }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    expect(saves(calls)).toHaveLength(2);
    expect(readSaveQueue(USER.id)).toEqual([]);
  });
});

describe('/login with no network (issue 35)', () => {
  it('shows the sign-in form at once with a note that signing in needs the internet, not a spinner', async () => {
    setOnline(false);
    offlineApi();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByText(messages.loginOffline)).toBeInTheDocument();
    expect(screen.queryByText(messages.profileLoadRetrying)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    // The network returns: the note goes.
    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(messages.loginOffline)).not.toBeInTheDocument());
  });

  it('sends a student signed in before on this device on to the offline app', async () => {
    writeEmAndamento(USER.id, makeEmAndamento(3));
    rememberLastUser(USER);
    setOnline(false);
    offlineApi();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
