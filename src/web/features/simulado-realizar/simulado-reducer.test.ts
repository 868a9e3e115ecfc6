import { describe, expect, it } from 'vitest';
import { makeEmAndamento } from '../../lib/simulados/test-data';
import { questaoAtual, respostasParaSalvar, simuladoReducer, statusOf } from './simulado-reducer';

// Question 101's right answer is A, 102's is B, 103's is C.
const start = () => makeEmAndamento(3);

describe('simuladoReducer', () => {
  it('choosing an alternative makes the question "não conferida"; it can change before conferring', () => {
    const s0 = start();
    expect(statusOf(s0, 101)).toBe('nao_respondida');
    const s1 = simuladoReducer(s0, { type: 'escolher', letra: 'B' });
    expect(s1.respostas).toEqual({ '101': 'B' });
    expect(statusOf(s1, 101)).toBe('nao_conferida');
    const s2 = simuladoReducer(s1, { type: 'escolher', letra: 'A' });
    expect(s2.respostas).toEqual({ '101': 'A' });
    expect(simuladoReducer(s2, { type: 'escolher', letra: 'A' })).toBe(s2);
    expect(s0.respostas).toEqual({}); // never mutated
  });

  it('confers a right answer as correta and a wrong one as incorreta', () => {
    let s = simuladoReducer(start(), { type: 'escolher', letra: 'A' });
    s = simuladoReducer(s, { type: 'conferir' });
    expect(statusOf(s, 101)).toBe('correta');
    expect(s.questoes_conferidas).toEqual([101]);
    expect(s.respostas_corretas).toEqual([101]);

    s = simuladoReducer(s, { type: 'proxima' });
    s = simuladoReducer(s, { type: 'escolher', letra: 'E' });
    s = simuladoReducer(s, { type: 'conferir' });
    expect(statusOf(s, 102)).toBe('incorreta');
    expect(s.questoes_conferidas).toEqual([101, 102]);
    expect(s.respostas_corretas).toEqual([101]);
  });

  it('does not confer without an answer', () => {
    const s = start();
    expect(simuladoReducer(s, { type: 'conferir' })).toBe(s);
  });

  it('locks the question once conferred: no change of answer, no second conferral', () => {
    let s = simuladoReducer(start(), { type: 'escolher', letra: 'D' });
    s = simuladoReducer(s, { type: 'conferir' });
    expect(simuladoReducer(s, { type: 'escolher', letra: 'A' })).toBe(s);
    expect(simuladoReducer(s, { type: 'conferir' })).toBe(s);
    expect(simuladoReducer(s, { type: 'espiar' })).toBe(s);
    expect(statusOf(s, 101)).toBe('incorreta');
  });

  it('espiar marks the current question as espiada, once', () => {
    const s1 = simuladoReducer(start(), { type: 'espiar' });
    expect(s1.espiadas).toEqual([101]);
    expect(simuladoReducer(s1, { type: 'espiar' })).toBe(s1);
    // Peeking does not answer anything.
    expect(statusOf(s1, 101)).toBe('nao_respondida');
    let s2 = simuladoReducer(s1, { type: 'escolher', letra: 'A' });
    s2 = simuladoReducer(s2, { type: 'conferir' });
    expect(respostasParaSalvar(s2)).toEqual([{ questaoId: 101, resposta: 'A', espiada: true }]);
  });

  it('moves between questions within bounds', () => {
    const s0 = start();
    expect(simuladoReducer(s0, { type: 'anterior' })).toBe(s0);
    const s1 = simuladoReducer(s0, { type: 'proxima' });
    expect(s1.indice_atual).toBe(1);
    expect(questaoAtual(s1).id).toBe(102);
    const s2 = simuladoReducer(s1, { type: 'proxima' });
    expect(s2.indice_atual).toBe(2);
    expect(simuladoReducer(s2, { type: 'proxima' })).toBe(s2);
    expect(simuladoReducer(s2, { type: 'anterior' }).indice_atual).toBe(1);
    expect(simuladoReducer(s0, { type: 'irPara', indice: 2 }).indice_atual).toBe(2);
    expect(simuladoReducer(s0, { type: 'irPara', indice: 99 }).indice_atual).toBe(2);
    expect(simuladoReducer(s0, { type: 'irPara', indice: -4 })).toBe(s0);
  });

  it('keeps answers per question while navigating', () => {
    let s = simuladoReducer(start(), { type: 'escolher', letra: 'C' });
    s = simuladoReducer(s, { type: 'proxima' });
    expect(statusOf(s, 102)).toBe('nao_respondida');
    s = simuladoReducer(s, { type: 'anterior' });
    expect(s.respostas['101']).toBe('C');
  });

  it('sends only the conferred answers, in the order conferred', () => {
    let s = simuladoReducer(start(), { type: 'irPara', indice: 2 });
    s = simuladoReducer(s, { type: 'escolher', letra: 'C' });
    s = simuladoReducer(s, { type: 'conferir' });
    s = simuladoReducer(s, { type: 'irPara', indice: 0 });
    s = simuladoReducer(s, { type: 'escolher', letra: 'B' });
    s = simuladoReducer(s, { type: 'conferir' });
    s = simuladoReducer(s, { type: 'proxima' });
    s = simuladoReducer(s, { type: 'escolher', letra: 'B' }); // answered, not conferred
    expect(respostasParaSalvar(s)).toEqual([
      { questaoId: 103, resposta: 'C', espiada: false },
      { questaoId: 101, resposta: 'B', espiada: false },
    ]);
  });

  it('reiniciar clears every answer and starts over under a new client key', () => {
    let s = simuladoReducer(start(), { type: 'escolher', letra: 'A' });
    s = simuladoReducer(s, { type: 'conferir' });
    s = simuladoReducer(s, { type: 'proxima' });
    s = simuladoReducer(s, { type: 'espiar' });
    const novo = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const r = simuladoReducer(s, { type: 'reiniciar', clientKey: novo, agora: '2025-03-06T10:00:00.000Z' });
    expect(r).toMatchObject({
      clientKey: novo,
      iniciado_em: '2025-03-06T10:00:00.000Z',
      respostas: {},
      indice_atual: 0,
      questoes_conferidas: [],
      respostas_corretas: [],
      espiadas: [],
    });
    expect(r.questoes).toBe(s.questoes);
    expect(respostasParaSalvar(r)).toEqual([]);
  });
});
