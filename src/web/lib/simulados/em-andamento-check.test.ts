import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { letterSchema, materiaResumoSchema, questaoSimuladoSchema } from '../../../shared/schemas/simulados';
import { parseEmAndamento, type SimuladoEmAndamento } from './em-andamento-check';
import { makeEmAndamento } from './test-data';

/**
 * The reference: the in-progress simulado as a zod schema over the shared question and subject
 * schemas (what the player checked its copy with before the check was written by hand). The
 * hand-written check must accept and refuse exactly what this does, and keep the same fields.
 */
const idList = z.array(z.number().int().positive());
const reference = z
  .object({
    clientKey: z.uuid(),
    materia_id: z.number().int().positive(),
    materia: materiaResumoSchema,
    questoes: z.array(questaoSimuladoSchema).min(1),
    respostas: z.record(z.string(), letterSchema),
    indice_atual: z.number().int().min(0),
    questoes_conferidas: idList,
    respostas_corretas: idList,
    espiadas: idList,
    iniciado_em: z.iso.datetime(),
  })
  .refine((s) => s.materia.id === s.materia_id)
  .refine((s) => s.indice_atual < s.questoes.length)
  .refine((s) => {
    const ids = new Set(s.questoes.map((q) => q.id));
    return (
      ids.size === s.questoes.length &&
      s.questoes_conferidas.every((id) => ids.has(id) && String(id) in s.respostas) &&
      s.respostas_corretas.every((id) => s.questoes_conferidas.includes(id))
    );
  });

const referenceParse = (data: unknown) => {
  const parsed = reference.safeParse(data);
  return parsed.success ? parsed.data : null;
};

const letter = fc.constantFrom('A', 'B', 'C', 'D', 'E');

/** Whole, consistent copies: what the app writes. */
const validCopy: fc.Arbitrary<SimuladoEmAndamento> = fc
  .record({
    materiaId: fc.integer({ min: 1, max: 1_000_000 }),
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 8 }),
    texts: fc.array(fc.string(), { minLength: 7, maxLength: 7 }),
    answered: fc.array(fc.tuple(letter, fc.boolean(), fc.boolean(), fc.boolean())),
    indice: fc.nat(),
    imagem: fc.option(fc.webUrl(), { nil: null }),
    aula: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
    isFree: fc.boolean(),
    clientKey: fc.uuid(),
    at: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
  })
  .map(({ materiaId, ids, texts, answered, indice, imagem, aula, isFree, clientKey, at }) => {
    const [nome = '', modulo = '', enunciado = '', a = '', b = '', c = '', d = ''] = texts;
    const respostas: Record<string, 'A' | 'B' | 'C' | 'D' | 'E'> = {};
    const conferidas: number[] = [];
    const corretas: number[] = [];
    const espiadas: number[] = [];
    ids.forEach((id, i) => {
      const [chosen, conferred, right, peeked] = answered[i] ?? ['A', false, false, false];
      if (i >= answered.length) return;
      respostas[String(id)] = chosen;
      if (conferred) conferidas.push(id);
      if (conferred && right) corretas.push(id);
      if (peeked) espiadas.push(id);
    });
    return {
      clientKey,
      materia_id: materiaId,
      materia: { id: materiaId, nome, moduloId: 1, moduloNome: modulo, isFree },
      questoes: ids.map((id, i) => ({
        id,
        aulaId: aula,
        enunciado: `${enunciado}${i}`,
        imagemUrl: imagem,
        alternativas: { A: a, B: b, C: c, D: d, E: `${a}${b}` },
        respostaCorreta: (['A', 'B', 'C', 'D', 'E'] as const)[i % 5] ?? 'A',
      })),
      respostas,
      indice_atual: indice % ids.length,
      questoes_conferidas: conferidas,
      respostas_corretas: corretas,
      espiadas,
      iniciado_em: at.toISOString(),
    };
  });

/** A value of another kind, or out of range, for any field. */
const strayValue = fc.oneof(
  fc.constantFrom(null, undefined, true, 0, -1, 1.5, '', 'x', 'Z', [], {}, [1], { id: 1 }),
  fc.integer(),
  fc.string(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().replace('Z', '+00:00')),
  fc.constantFrom('2024-02-30T10:00:00.000Z', '2023-02-29T00:00:00Z', '2024-01-01T24:00:00Z', '2024-01-01T10:00Z'),
  fc.constantFrom('7b0e4c1a-3f7d-4d8e-9a52-0c1d2e3f4a5', '7b0e4c1a-3f7d-9d8e-9a52-0c1d2e3f4a5b'),
);

/** The paths one broken copy may differ at: top-level fields, a question's fields, the subject's. */
type Path = readonly (string | number)[];
const paths: Path[] = [
  ...[
    'clientKey',
    'materia_id',
    'materia',
    'questoes',
    'respostas',
    'indice_atual',
    'questoes_conferidas',
    'respostas_corretas',
    'espiadas',
    'iniciado_em',
  ].map((key) => [key]),
  ...['id', 'nome', 'moduloId', 'moduloNome', 'isFree'].map((key) => ['materia', key]),
  ...['id', 'aulaId', 'enunciado', 'imagemUrl', 'alternativas', 'respostaCorreta'].map((key) => ['questoes', 0, key]),
  ['questoes', 0, 'alternativas', 'C'],
  ['questoes', 0],
  ['questoes_conferidas', 0],
  ['respostas_corretas', 0],
  ['espiadas', 0],
];

function setAt(copy: unknown, path: Path, value: unknown): unknown {
  const clone = structuredClone(copy) as Record<string | number, unknown>;
  let target = clone;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null) return clone;
    target = next as Record<string | number, unknown>;
  }
  const last = path.at(-1) as string | number;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return clone;
}

describe('parseEmAndamento (the in-progress copy, checked by hand)', () => {
  it('keeps every copy the app writes, field for field, as the zod reference does', () => {
    fc.assert(
      fc.property(validCopy, (copy) => {
        const stored: unknown = JSON.parse(JSON.stringify(copy));
        expect(referenceParse(stored)).toEqual(copy);
        expect(parseEmAndamento(stored)).toEqual(copy);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts and refuses the same broken copies as the zod reference', () => {
    fc.assert(
      fc.property(validCopy, fc.constantFrom(...paths), strayValue, (copy, path, value) => {
        const broken = setAt(copy, path, value);
        expect(parseEmAndamento(broken)).toEqual(referenceParse(broken));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses the copies that would break the player', () => {
    const good = makeEmAndamento(3, { respostas: { '101': 'A' }, questoes_conferidas: [101] });
    expect(parseEmAndamento(good)).toEqual(good);
    const broken: unknown[] = [
      null,
      'texto',
      [],
      { ...good, questoes: [] },
      { ...good, indice_atual: 3 },
      { ...good, indice_atual: -1 },
      { ...good, materia_id: 99 },
      { ...good, clientKey: 'not-a-uuid' },
      { ...good, respostas: { '101': 'Z' } },
      { ...good, respostas: ['A'] },
      { ...good, questoes_conferidas: [102] }, // conferred without an answer
      { ...good, respostas_corretas: [102] }, // right without being conferred
      { ...good, questoes_conferidas: [999], respostas: { '999': 'A' } }, // not in the simulado
      { ...good, questoes: [...good.questoes, good.questoes[0]] }, // the same question twice
      { ...good, iniciado_em: '2025-02-30T12:00:00.000Z' },
      { ...good, iniciado_em: '5 de março' },
      { version: 'old app', materia_id: 1 },
    ];
    for (const value of broken) {
      expect(parseEmAndamento(value), JSON.stringify(value)?.slice(0, 80)).toBeNull();
      expect(referenceParse(value), JSON.stringify(value)?.slice(0, 80)).toBeNull();
    }
  });

  it('keeps only the known fields', () => {
    const good = makeEmAndamento(2);
    const withExtras = {
      ...good,
      extra: 1,
      materia: { ...good.materia, extra: 2 },
      questoes: good.questoes.map((q) => ({ ...q, extra: 3, alternativas: { ...q.alternativas, F: 'f' } })),
    };
    expect(parseEmAndamento(withExtras)).toEqual(good);
    expect(referenceParse(withExtras)).toEqual(good);
  });
});
