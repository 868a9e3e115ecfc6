import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SaveSimuladoInput } from '../../../shared/schemas/simulados';
import { apiError, jsonResponse, stubFetch, type FetchCall } from '../../test-utils';
import { ApiError } from '../api';
import {
  enqueueSave,
  flushSaveQueue,
  isFinalRefusal,
  queuedSaveOutcome,
  readSaveQueue,
  saveQueueKey,
  type QueuedSave,
} from './save-queue';
import { sendQueuedSave } from './use-save-queue';

const USER = 'user-1';
const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function entry(n: number, respostas: SaveSimuladoInput['respostas'] = [{ questaoId: 101, resposta: 'A' }]): QueuedSave {
  return {
    body: { clientKey: key(n), tipo: 'padrao', materiaId: 1, respostas },
    titulo: 'SAT',
    finalizadoEm: '2026-11-27T12:00:00.000Z',
  };
}

const posts = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/simulados' && c.method === 'POST');
const keysOf = (queue: QueuedSave[]) => queue.map((e) => e.body.clientKey);

/** The API's POST /api/simulados, answered per clientKey by `answer`. */
function stubSaves(answer: (clientKey: string) => Response | 'network') {
  return stubFetch((call) => {
    if (call.url !== '/api/simulados' || call.method !== 'POST') return undefined;
    const result = answer((call.body as SaveSimuladoInput).clientKey);
    if (result === 'network') throw new TypeError('Failed to fetch');
    return result;
  });
}

const flush = (handlers: Partial<Parameters<typeof flushSaveQueue>[1]> = {}) =>
  flushSaveQueue(USER, { send: sendQueuedSave, ...handlers });

describe('the offline save queue', () => {
  it('keeps one entry per clientKey, the newest body, in the order each was last queued', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 20 }), (ns) => {
        window.localStorage.clear();
        ns.forEach((n, i) => expect(enqueueSave(USER, entry(n, [{ questaoId: 100 + i, resposta: 'B' }]))).toBe(true));
        const queue = readSaveQueue(USER);
        const lastIndex = new Map(ns.map((n, i) => [n, i]));
        const expected = [...lastIndex.entries()].sort((a, b) => a[1] - b[1]);
        expect(keysOf(queue)).toEqual(expected.map(([n]) => key(n)));
        expect(queue.map((e) => e.body.respostas[0]?.questaoId)).toEqual(expected.map(([, i]) => 100 + i));
      }),
    );
  });

  it('is kept per user, and ignores what is not a queued save', () => {
    enqueueSave(USER, entry(1));
    expect(readSaveQueue('user-2')).toEqual([]);
    window.localStorage.setItem(saveQueueKey('user-3'), JSON.stringify([{ body: 1 }, entry(2), 'x']));
    expect(keysOf(readSaveQueue('user-3'))).toEqual([key(2)]);
    window.localStorage.setItem(saveQueueKey('user-4'), '{not json');
    expect(readSaveQueue('user-4')).toEqual([]);
  });

  it('says when the browser refused to store it (the in-progress copy must then stay)', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(enqueueSave(USER, entry(1))).toBe(false);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(readSaveQueue(USER)).toEqual([]);
  });

  it('sends every queued save, oldest first, and forgets each that landed', async () => {
    enqueueSave(USER, entry(1));
    enqueueSave(USER, entry(2));
    const { calls } = stubSaves((clientKey) => jsonResponse({ id: clientKey === key(1) ? 41 : 42 }, 201));
    const sent: Array<[string, number]> = [];

    const result = await flush({ onSent: (e, id) => sent.push([e.body.clientKey, id]) });

    expect(result).toEqual({ sent: 2, refused: 0, kept: 0 });
    expect(posts(calls).map((c) => (c.body as SaveSimuladoInput).clientKey)).toEqual([key(1), key(2)]);
    expect(posts(calls)[0]?.body).toEqual(entry(1).body);
    expect(sent).toEqual([
      [key(1), 41],
      [key(2), 42],
    ]);
    expect(readSaveQueue(USER)).toEqual([]);
    expect(window.localStorage.getItem(saveQueueKey(USER))).toBeNull();
    expect(queuedSaveOutcome(key(2))).toEqual({ id: 42 });
  });

  it('drops a save the server refuses for good (4xx) with its pt-BR reason, and goes on with the next', async () => {
    enqueueSave(USER, entry(3));
    enqueueSave(USER, entry(4));
    stubSaves((clientKey) =>
      clientKey === key(3)
        ? apiError(400, 'VALIDATION', 'O simulado contém questões que não pertencem a esta matéria.')
        : jsonResponse({ id: 44 }, 201),
    );
    const refused: string[] = [];

    const result = await flush({ onRefused: (_e, error) => refused.push(error.message) });

    expect(result).toEqual({ sent: 1, refused: 1, kept: 0 });
    expect(refused).toEqual(['O simulado contém questões que não pertencem a esta matéria.']);
    expect(readSaveQueue(USER)).toEqual([]);
    expect(queuedSaveOutcome(key(3))).toEqual({
      refused: 'O simulado contém questões que não pertencem a esta matéria.',
    });
  });

  it.each([
    ['a server failure (500)', () => apiError(500, 'INTERNAL', 'Erro interno.')],
    ['the database away (503)', () => apiError(503, 'DATABASE_UNAVAILABLE', 'Serviço indisponível.')],
    ['a session that ended (401)', () => apiError(401, 'UNAUTHENTICATED', 'Não autenticado.')],
    ['too many requests (429)', () => apiError(429, 'RATE_LIMITED', 'Muitas tentativas.')],
    ['a proxy’s page', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['no network', () => 'network' as const],
  ])('keeps the save and the ones after it on %s, and stops the round', async (_name, answer) => {
    enqueueSave(USER, entry(5));
    enqueueSave(USER, entry(6));
    const { calls } = stubSaves(answer);
    const onSent = () => {
      throw new Error('nothing was sent');
    };

    const result = await flush({ onSent, onRefused: onSent });

    expect(result).toEqual({ sent: 0, refused: 0, kept: 2 });
    expect(posts(calls)).toHaveLength(1);
    expect(keysOf(readSaveQueue(USER))).toEqual([key(5), key(6)]);
  });

  it('runs one round at a time: two tries at once send each save once', async () => {
    enqueueSave(USER, entry(7));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = stubFetch((call) =>
      call.url === '/api/simulados' ? gate.then(() => jsonResponse({ id: 47 }, 201)) : undefined,
    );

    const first = flush();
    const second = flush();
    release();
    const results = await Promise.all([first, second]);

    expect(results[0]).toEqual({ sent: 1, refused: 0, kept: 0 });
    expect(results[1]).toBe(results[0]);
    expect(posts(calls)).toHaveLength(1);
  });

  it('treats a 4xx as final except 401, 408 and 429; never a 5xx, no answer, or what is not an API error', () => {
    const error = (status: number) => new ApiError({ status, code: 'X', message: 'x' });
    for (const status of [400, 403, 404, 409, 413, 422])
      expect(isFinalRefusal(error(status)), String(status)).toBe(true);
    for (const status of [0, 401, 408, 429, 500, 502, 503])
      expect(isFinalRefusal(error(status)), String(status)).toBe(false);
    expect(isFinalRefusal(new Error('x'))).toBe(false);
  });
});
