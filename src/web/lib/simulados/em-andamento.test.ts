import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEmAndamento, createEmAndamento, emAndamentoKey, newClientKey, writeEmAndamento } from './em-andamento';
import { readEmAndamento } from './em-andamento';
import { makeEmAndamento, makeQuestoes, SAT } from './test-data';

describe('in-progress simulado in localStorage', () => {
  it('round-trips under a per-user key', () => {
    const state = makeEmAndamento(3, {
      respostas: { '101': 'A', '102': 'C' },
      indice_atual: 1,
      questoes_conferidas: [101],
      respostas_corretas: [101],
      espiadas: [102],
    });
    writeEmAndamento('user-1', state);
    expect(window.localStorage.getItem('simuladoEmAndamento:user-1')).not.toBeNull();
    expect(readEmAndamento('user-1')).toEqual(state);
    // Another user on the same browser sees nothing of it.
    expect(readEmAndamento('user-2')).toBeNull();
    expect(emAndamentoKey('user-2')).toBe('simuladoEmAndamento:user-2');

    clearEmAndamento('user-1');
    expect(readEmAndamento('user-1')).toBeNull();
  });

  it('discards data that is not JSON or does not fit the schema', () => {
    const key = emAndamentoKey('user-1');
    window.localStorage.setItem(key, '{not json');
    expect(readEmAndamento('user-1')).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();

    const bad = [
      { ...makeEmAndamento(), questoes: [] },
      { ...makeEmAndamento(3), indice_atual: 3 },
      { ...makeEmAndamento(), materia_id: 99 },
      { ...makeEmAndamento(), clientKey: 'not-a-uuid' },
      { ...makeEmAndamento(), respostas: { '101': 'Z' } },
      { ...makeEmAndamento(), questoes_conferidas: [101] }, // conferred without an answer
      { ...makeEmAndamento(), questoes_conferidas: [999], respostas: { '999': 'A' } }, // not in the simulado
      { version: 'old app', materia_id: 1 },
    ];
    for (const value of bad) {
      window.localStorage.setItem(key, JSON.stringify(value));
      expect(readEmAndamento('user-1'), JSON.stringify(value).slice(0, 80)).toBeNull();
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });

  it('creates a fresh simulado with a UUID client key', () => {
    const state = createEmAndamento({ materia: SAT, questoes: makeQuestoes(2) });
    expect(state).toMatchObject({
      materia_id: 1,
      indice_atual: 0,
      respostas: {},
      questoes_conferidas: [],
      espiadas: [],
    });
    expect(state.clientKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientKey()).not.toBe(newClientKey());
  });

  it('makes a valid UUID without crypto.randomUUID (plain-http pages)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('when the browser refuses to store the copy (storage full)', () => {
  const quotaExceeded = () =>
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

  afterEach(() => {
    vi.restoreAllMocks();
    clearEmAndamento('user-1');
  });

  it('keeps the newest copy in this tab, says it was not stored, and stores it again once it can', () => {
    const first = makeEmAndamento(3);
    expect(writeEmAndamento('user-1', first)).toBe(true);

    const full = quotaExceeded();
    const answered = makeEmAndamento(3, { respostas: { '101': 'B' }, indice_atual: 1 });
    expect(writeEmAndamento('user-1', answered)).toBe(false);
    expect(full).toHaveBeenCalled();
    // The tab reads its own newer copy; the browser still holds the older one.
    expect(readEmAndamento('user-1')).toEqual(answered);
    expect(JSON.parse(window.localStorage.getItem(emAndamentoKey('user-1'))!)).toEqual(first);
    // Another user of the browser does not see it.
    expect(readEmAndamento('user-2')).toBeNull();

    full.mockRestore();
    const later = makeEmAndamento(3, { respostas: { '101': 'B', '102': 'C' }, indice_atual: 2 });
    expect(writeEmAndamento('user-1', later)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(emAndamentoKey('user-1'))!)).toEqual(later);
    expect(readEmAndamento('user-1')).toEqual(later);
  });

  it('a simulado started with storage full can still be read, and clearing forgets it', () => {
    quotaExceeded();
    const state = makeEmAndamento(2);
    expect(writeEmAndamento('user-1', state)).toBe(false);
    expect(window.localStorage.getItem(emAndamentoKey('user-1'))).toBeNull();
    expect(readEmAndamento('user-1')).toEqual(state);
    clearEmAndamento('user-1');
    expect(readEmAndamento('user-1')).toBeNull();
  });
});
