import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { makeUser, jsonResponse, apiError, stubFetch } from '../test-utils';
import { api, clientErrorCodes } from './api';
import { fetchMe, SESSION_PROBE_PATH } from './session';

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
