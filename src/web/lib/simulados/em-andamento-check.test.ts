import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { LETTERS } from '../../../shared/rules/simulado';
import { createEmAndamento, emAndamentoKey, readEmAndamento } from './em-andamento';
import { simuladoEmAndamentoSchema, type SimuladoEmAndamento } from './em-andamento-check';
import { makeEmAndamento, makeQuestoes } from './test-data';

const USER = 'user-1';
const KEY = emAndamentoKey(USER);

afterEach(() => window.localStorage.clear());

/** What the app does with a stored copy: it reads it back, or drops it from storage. */
function readStored(copy: unknown): { read: SimuladoEmAndamento | null; kept: boolean } {
  window.localStorage.setItem(KEY, JSON.stringify(copy));
  const read = readEmAndamento(USER);
  return { read, kept: window.localStorage.getItem(KEY) !== null };
}

const letter = fc.constantFrom(...LETTERS);

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
    const respostas: Record<string, (typeof LETTERS)[number]> = {};
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
      tipo: 'padrao' as const,
      materia_id: materiaId,
      materia: { id: materiaId, nome, moduloId: 1, moduloNome: modulo, isFree },
      questoes: ids.map((id, i) => ({
        id,
        aulaId: aula,
        enunciado: `${enunciado}${i}`,
        imagemUrl: imagem,
        tipo: 'multipla5' as const,
        alternativas: { A: a, B: b, C: c, D: d, E: `${a}${b}` },
        respostaCorreta: LETTERS[i % 5] ?? 'A',
        comentario: null,
        fonte: { banca: null, orgao: null, ano: null, cargo: null },
        anulada: false,
        anuladaNota: null,
        desatualizada: false,
      })),
      cebraspe: false,
      respostas,
      indice_atual: indice % ids.length,
      questoes_conferidas: conferidas,
      respostas_corretas: corretas,
      espiadas,
      iniciado_em: at.toISOString(),
    };
  });

// Values that can never stand where a field of each kind stands (after a trip through JSON, as the
// stored copy takes: NaN and Infinity become null, so they only appear where null is refused).
const objects = fc.constantFrom({}, { id: 1 }, { A: 'a' });
const arrays = fc.constantFrom([], [1], ['A'], [{}]);
const notString = fc.oneof(fc.constantFrom(null, true, false, 0, 1.5, -1), fc.integer(), objects, arrays);
const notNumber = fc.oneof(fc.constantFrom(null, true, false, '', '1', 'x', Number.NaN), fc.string(), objects, arrays);
const notNumberNorNull = fc.oneof(fc.constantFrom(true, false, '', '1', 'x'), fc.string(), objects, arrays);
const notStringNorNull = fc.oneof(fc.constantFrom(true, false, 0, 1.5), fc.integer(), objects, arrays);
const notPositiveInt = fc.oneof(
  notNumber,
  fc.constantFrom(0, -1),
  fc.integer({ max: 0 }),
  fc.integer({ min: 1, max: 1000 }).map((n) => n + 0.5),
  fc.constant(Number.POSITIVE_INFINITY),
);
const notObject = fc.oneof(fc.constantFrom(null, true, 0, 1.5, '', 'x'), fc.string(), fc.integer(), arrays);
const notArray = fc.oneof(fc.constantFrom(null, true, 0, '', 'x'), fc.string(), fc.integer(), objects);
const kinds = {
  string: notString,
  number: notNumber,
  nullableNumber: notNumberNorNull,
  nullableString: notStringNorNull,
  boolean: fc.oneof(fc.constantFrom(null, 0, 1, 'true', 'false', ''), fc.string(), fc.integer(), objects, arrays),
  letter: fc.oneof(
    fc.string().filter((s) => !(LETTERS as readonly string[]).includes(s)),
    fc.constantFrom(null, 0, 1, true, 'a', 'F', 'AB'),
    objects,
    arrays,
  ),
  uuid: fc.oneof(
    notString,
    fc.string({ maxLength: 35 }),
    fc.constantFrom('not-a-uuid', '7b0e4c1a-3f7d-4d8e-9a52-0c1d2e3f4a5', '7b0e4c1a-3f7d-9d8e-9a52-0c1d2e3f4a5b'),
  ),
  instant: fc.oneof(
    notString,
    fc.string({ maxLength: 19 }),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString().replace('Z', '+00:00')),
    fc.constantFrom('2024-02-30T10:00:00.000Z', '2023-02-29T00:00:00Z', '2024-01-01T24:00:00Z', '2024-01-01T10:00Z'),
    fc.constantFrom('5 de março', '2025-03-05', '05/03/2025 12:00'),
  ),
  positiveInt: notPositiveInt,
  nonNegativeInt: fc.oneof(notNumber, fc.constantFrom(-1, 0.5, 8), fc.integer({ max: -1 }), fc.integer({ min: 8 })),
  object: notObject,
  questoes: fc.oneof(notArray, fc.constant([]), fc.constant([null]), fc.constant([{}])),
  idList: fc.oneof(
    notArray,
    notPositiveInt.map((id) => [id]),
  ),
  respostas: fc.oneof(
    notObject.filter((v) => !Array.isArray(v) || v.length > 0),
    fc.constant({ 1: 'Z' }),
  ),
} satisfies Record<string, fc.Arbitrary<unknown>>;

/** Where one broken copy differs from a whole one, and what kind of value belongs there. */
type Path = readonly (string | number)[];
const fields: [Path, keyof typeof kinds][] = [
  [['clientKey'], 'uuid'],
  [['materia_id'], 'positiveInt'],
  [['materia'], 'object'],
  [['questoes'], 'questoes'],
  [['respostas'], 'respostas'],
  [['indice_atual'], 'nonNegativeInt'],
  [['questoes_conferidas'], 'idList'],
  [['respostas_corretas'], 'idList'],
  [['espiadas'], 'idList'],
  [['iniciado_em'], 'instant'],
  [['materia', 'id'], 'number'],
  [['materia', 'nome'], 'string'],
  [['materia', 'moduloId'], 'number'],
  [['materia', 'moduloNome'], 'string'],
  [['materia', 'isFree'], 'boolean'],
  [['questoes', 0], 'object'],
  [['questoes', 0, 'id'], 'number'],
  [['questoes', 0, 'aulaId'], 'nullableNumber'],
  [['questoes', 0, 'enunciado'], 'string'],
  [['questoes', 0, 'imagemUrl'], 'nullableString'],
  [['questoes', 0, 'alternativas'], 'object'],
  [['questoes', 0, 'alternativas', 'C'], 'string'],
  [['questoes', 0, 'respostaCorreta'], 'letter'],
  [['questoes_conferidas', 0], 'positiveInt'],
  [['respostas_corretas', 0], 'positiveInt'],
  [['espiadas', 0], 'positiveInt'],
];

/** A field of another kind, or (for a named field) none at all. */
const brokenField = fc
  .constantFrom(...fields)
  .chain(([path, kind]) =>
    fc.tuple(
      fc.constant(path),
      typeof path.at(-1) === 'string' ? fc.oneof(kinds[kind], fc.constant(undefined)) : kinds[kind],
    ),
  );

function setAt(copy: unknown, path: Path, value: unknown): unknown {
  const clone = structuredClone(copy) as Record<string | number, unknown>;
  let target = clone;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return clone;
}

describe('the stored in-progress simulado, checked by its schema', () => {
  it('reads back every copy the app writes, field for field, and keeps it stored', () => {
    fc.assert(
      fc.property(validCopy, (copy) => {
        expect(simuladoEmAndamentoSchema.parse(JSON.parse(JSON.stringify(copy)))).toEqual(copy);
        expect(readStored(copy)).toEqual({ read: copy, kept: true });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a copy with any field missing or of another kind, and drops it from storage', () => {
    fc.assert(
      fc.property(validCopy, brokenField, (copy, [path, value]) => {
        const broken = setAt(copy, path, value);
        expect(simuladoEmAndamentoSchema.safeParse(JSON.parse(JSON.stringify(broken))).success).toBe(false);
        expect(readStored(broken)).toEqual({ read: null, kept: false });
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses the copies that would break the player', () => {
    const good = makeEmAndamento(3, { respostas: { '101': 'A' }, questoes_conferidas: [101] });
    expect(readStored(good)).toEqual({ read: good, kept: true });
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
      expect(readStored(value), JSON.stringify(value)?.slice(0, 80)).toEqual({ read: null, kept: false });
    }
  });

  it("reads back a caderno's simulado with its caderno, and refuses one without it or with a subject", () => {
    const caderno = { id: 7, nome: 'Erros de SAT' };
    const good = createEmAndamento({ materia: null, caderno, questoes: makeQuestoes(2) });
    expect(good).toMatchObject({ tipo: 'caderno', materia_id: null, materia: null, caderno });
    expect(readStored(good)).toEqual({ read: good, kept: true });
    const { caderno: _, ...semCaderno } = good;
    for (const value of [
      semCaderno,
      { ...good, caderno: { id: 0, nome: 'x' } },
      { ...makeEmAndamento(2), caderno },
      { ...good, tipo: 'revisao' },
    ]) {
      expect(readStored(value), JSON.stringify(value).slice(0, 80)).toEqual({ read: null, kept: false });
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
    expect(readStored(withExtras)).toEqual({ read: good, kept: true });
  });
});
