import { describe, expect, it } from 'vitest';
import {
  clearEmAndamento,
  createEmAndamento,
  emAndamentoKey,
  newClientKey,
  readEmAndamento,
  writeEmAndamento,
} from './em-andamento';
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
