import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { makeUser, jsonResponse, apiError, stubFetch } from '../test-utils';
import { api, clientErrorCodes } from './api';
import { fetchMe, isOutage, SESSION_PROBE_PATH } from './session';

afterEach(() => vi.unstubAllGlobals());

describe('the session probe checks what the server sends', () => {
  it('gives the profile, or null when signed out', async () => {
    const user = makeUser();
    stubFetch(() => jsonResponse(user));
    await expect(fetchMe()).resolves.toEqual(user);
    stubFetch(({ url }) => (url === SESSION_PROBE_PATH ? jsonResponse(null) : undefined));
    await expect(fetchMe()).resolves.toBeNull();
  });

  it('refuses a profile of another shape instead of letting the screens read it', async () => {
    stubFetch(() => jsonResponse({ ...makeUser(), isAdmin: 'yes' }));
    await expect(fetchMe()).rejects.toThrow();
    stubFetch(() => jsonResponse({ ...makeUser(), editalId: 1.5 }));
    await expect(fetchMe()).rejects.toThrow();
    const { nome: _nome, ...withoutName } = makeUser();
    stubFetch(() => jsonResponse(withoutName));
    await expect(fetchMe()).rejects.toThrow();
  });
});

describe('API errors', () => {
  it('carry the server’s code, pt-BR message and field messages', async () => {
    stubFetch(() => apiError(422, 'EMAIL_TAKEN', 'Este email já está cadastrado.', { email: 'Já existe.' }));
    await expect(api.post('/api/x', {})).rejects.toMatchObject({
      status: 422,
      code: 'EMAIL_TAKEN',
      message: 'Este email já está cadastrado.',
      fields: { email: 'Já existe.' },
    });
  });

  it('become "unexpected" when the error body is not the API’s', async () => {
    stubFetch(() => jsonResponse({ error: 'Bad Gateway' }, 502));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      code: clientErrorCodes.badResponse,
      message: messages.unexpected,
    });
    stubFetch(() => jsonResponse({ code: 'X', message: 'y', fields: { a: 1 } }, 400));
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: clientErrorCodes.badResponse });
  });
});

describe('an outage, which says nothing about the session (session-watcher.ts keeps it)', () => {
  const failureOf = async (answer: () => Response | Promise<Response>) => {
    stubFetch(answer);
    return fetchMe().then(
      () => {
        throw new Error('the probe should have failed');
      },
      (error: unknown) => error,
    );
  };

  it('is no network, an answer cut off, a 5xx, 408, 429, or a page that is not the API (a captive portal)', async () => {
    expect(isOutage(await failureOf(() => Promise.reject(new TypeError('Failed to fetch'))))).toBe(true);
    const cutOff = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'));
        controller.error(new TypeError('network error'));
      },
    });
    expect(isOutage(await failureOf(() => new Response(cutOff, { status: 200 })))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 429])
      expect(isOutage(await failureOf(() => apiError(status, 'X', 'y'))), `status ${status}`).toBe(true);
    const portal = () =>
      new Response('<html>Wi-Fi grátis</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    expect(isOutage(await failureOf(portal))).toBe(true);
  });

  it('is not a profile the app cannot read, nor a refusal', async () => {
    expect(isOutage(await failureOf(() => jsonResponse({ ...makeUser(), isAdmin: 'yes' })))).toBe(false);
    expect(isOutage(await failureOf(() => apiError(403, 'FORBIDDEN', 'x')))).toBe(false);
    expect(isOutage(await failureOf(() => apiError(404, 'NOT_FOUND', 'x')))).toBe(false);
  });
});
