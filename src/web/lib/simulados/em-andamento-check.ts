import { LETTERS } from '../../../shared/rules/simulado';
import type { Letter, MateriaResumo, QuestaoSimulado } from '../../../shared/schemas/simulados';

/**
 * What a stored in-progress simulado must look like (em-andamento.ts), checked field by field without
 * zod: the player reads its copy before its first paint, and zod would be a quarter of that page's
 * download (docs/decisions/0025). The rules are those of the shared question and subject schemas;
 * `em-andamento-check.test.ts` holds a zod schema built from those schemas and checks, on generated
 * copies and on broken ones, that both accept and refuse the same data.
 */
export interface SimuladoEmAndamento {
  clientKey: string;
  materia_id: number;
  materia: MateriaResumo;
  questoes: QuestaoSimulado[];
  /** The chosen letter by question id (JSON keys are strings). */
  respostas: Record<string, Letter>;
  indice_atual: number;
  /** Ids of the questions conferred, in the order they were conferred. */
  questoes_conferidas: number[];
  /** Ids of the conferred questions answered right. */
  respostas_corretas: number[];
  /** Ids of the questions whose answer was peeked at (Espiar). */
  espiadas: number[];
  iniciado_em: string;
}

/** Thrown inside the check only; parseEmAndamento turns it into null. */
class Invalid extends Error {}

type Fields = Record<string, unknown>;

function fail(): never {
  throw new Invalid();
}

function object(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : fail();
}

/** A copy of the array, holes read as undefined (and refused by the item's check). */
function array(value: unknown): unknown[] {
  return Array.isArray(value) ? Array.from(value as unknown[]) : fail();
}

function string(value: unknown): string {
  return typeof value === 'string' ? value : fail();
}

function number(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fail();
}

function int(value: unknown, min: number): number {
  return Number.isSafeInteger(value) && (value as number) >= min ? (value as number) : fail();
}

function boolean(value: unknown): boolean {
  return typeof value === 'boolean' ? value : fail();
}

function nullable<T>(value: unknown, check: (value: unknown) => T): T | null {
  return value === null ? null : check(value);
}

function letter(value: unknown): Letter {
  return (LETTERS as readonly unknown[]).includes(value) ? (value as Letter) : fail();
}

/** zod's `z.uuid()`: any RFC 9562 version and variant, or the nil and max UUIDs. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
/** An instant as `Date#toISOString` writes it (seconds required, any fraction, UTC). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** An instant written by `Date#toISOString`: the pattern, and a real date and time (no 30 February). */
function isoInstant(value: unknown): string {
  const text = string(value);
  const time = ISO_INSTANT.test(text) ? Date.parse(text) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === text.slice(0, 19) ? text : fail();
}

function materiaResumo(value: unknown): MateriaResumo {
  const m = object(value);
  return {
    id: number(m.id),
    nome: string(m.nome),
    moduloId: number(m.moduloId),
    moduloNome: string(m.moduloNome),
    isFree: boolean(m.isFree),
  };
}

function questao(value: unknown): QuestaoSimulado {
  const q = object(value);
  const alternativas = object(q.alternativas);
  return {
    id: number(q.id),
    aulaId: nullable(q.aulaId, number),
    enunciado: string(q.enunciado),
    imagemUrl: nullable(q.imagemUrl, string),
    alternativas: {
      A: string(alternativas.A),
      B: string(alternativas.B),
      C: string(alternativas.C),
      D: string(alternativas.D),
      E: string(alternativas.E),
    },
    respostaCorreta: letter(q.respostaCorreta),
  };
}

const idList = (value: unknown): number[] => array(value).map((id) => int(id, 1));

function respostas(value: unknown): Record<string, Letter> {
  const out: Record<string, Letter> = {};
  for (const [id, chosen] of Object.entries(object(value))) out[id] = letter(chosen);
  return out;
}

function check(data: unknown): SimuladoEmAndamento {
  const s = object(data);
  const questoes = array(s.questoes).map(questao);
  const copy: SimuladoEmAndamento = {
    clientKey: UUID.test(string(s.clientKey)) ? (s.clientKey as string) : fail(),
    materia_id: int(s.materia_id, 1),
    materia: materiaResumo(s.materia),
    questoes: questoes.length > 0 ? questoes : fail(),
    respostas: respostas(s.respostas),
    indice_atual: int(s.indice_atual, 0),
    questoes_conferidas: idList(s.questoes_conferidas),
    respostas_corretas: idList(s.respostas_corretas),
    espiadas: idList(s.espiadas),
    iniciado_em: isoInstant(s.iniciado_em),
  };
  // The copy must agree with itself: one subject, a shown question that exists, and answers that
  // belong to its questions (conferred ones answered, right ones conferred).
  if (copy.materia.id !== copy.materia_id) fail();
  if (copy.indice_atual >= copy.questoes.length) fail();
  const ids = new Set(copy.questoes.map((q) => q.id));
  if (ids.size !== copy.questoes.length) fail();
  if (!copy.questoes_conferidas.every((id) => ids.has(id) && String(id) in copy.respostas)) fail();
  if (!copy.respostas_corretas.every((id) => copy.questoes_conferidas.includes(id))) fail();
  return copy;
}

/**
 * The copy in `data` with only the known fields, or null when it is not a whole, consistent
 * in-progress simulado (a copy from an older version of the app, or edited by hand, is dropped).
 */
export function parseEmAndamento(data: unknown): SimuladoEmAndamento | null {
  try {
    return check(data);
  } catch (error) {
    if (error instanceof Invalid) return null;
    throw error;
  }
}
