import { z } from 'zod';
import { formatInteger } from '../rules/numbers.js';
import { ANO_MIN, anoMax, letrasComTexto, letrasDoTipo, QUESTAO_TIPOS, type QuestaoTipo } from '../rules/questao.js';
import { messages } from '../messages.js';
import { bodyIdSchema } from './id.js';

/**
 * What issue 33 adds to a question as the admin writes it (the Questões modal and each CSV row): its kind,
 * the teacher's explanation, where it came from (banca, órgão, ano, cargo) and the 'Anulada' and
 * 'Desatualizada' marks. admin-questoes.ts joins these to the statement and the alternatives and checks
 * the alternatives and the key against the kind (checkTipo).
 */
export const COMENTARIO_MAX = 20_000;
export const FONTE_TEXTO_MAX = 120;
export const ANULADA_NOTA_MAX = 1_000;

type LetraAlternativa = 'A' | 'B' | 'C' | 'D' | 'E';

export const questaoFonteMessages = {
  tipoInvalido: 'Escolha o tipo da questão.',
  comentarioTooLong: `O comentário do professor pode ter no máximo ${formatInteger(COMENTARIO_MAX)} caracteres.`,
  bancaInvalida: 'Banca não encontrada. Escolha uma banca da lista ou deixe a questão como inédita.',
  orgaoTooLong: `O órgão/concurso pode ter no máximo ${FONTE_TEXTO_MAX} caracteres.`,
  cargoTooLong: `O cargo pode ter no máximo ${FONTE_TEXTO_MAX} caracteres.`,
  anoInvalido: `Informe um ano entre ${ANO_MIN} e ${anoMax()}.`,
  anuladaNotaTooLong: `O motivo da anulação pode ter no máximo ${formatInteger(ANULADA_NOTA_MAX)} caracteres.`,
  /** A text for a letter the kind has no place for (E of a four-alternative question, any of Certo/Errado). */
  alternativaForaDoTipo: (tipo: QuestaoTipo, letra: LetraAlternativa) =>
    tipo === 'certo_errado'
      ? 'A questão de Certo ou Errado não tem alternativas: deixe-as em branco.'
      : `A questão de quatro alternativas não tem alternativa ${letra}.`,
  respostaForaDoTipo: {
    multipla5: 'Escolha a resposta correta (A, B, C, D ou E).',
    multipla4: 'Escolha a resposta correta (A, B, C ou D).',
    certo_errado: 'Escolha a resposta correta: Certo (C) ou Errado (E).',
  } satisfies Record<QuestaoTipo, string>,
} as const;

/** Free text that may be left empty: trimmed, at most `max` characters, '' read as null. */
const textoOpcional = (max: number, tooLong: string) =>
  z
    .string(tooLong)
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/** Optional: null or left out when the exam's year is unknown (or the question is Bizu's own). */
const anoSchema = z
  .number(questaoFonteMessages.anoInvalido)
  .int(questaoFonteMessages.anoInvalido)
  .min(ANO_MIN, questaoFonteMessages.anoInvalido)
  .max(anoMax(), questaoFonteMessages.anoInvalido)
  .nullish()
  .transform((v) => v ?? null);

export const questaoFonteFields = {
  tipo: z.enum(QUESTAO_TIPOS, questaoFonteMessages.tipoInvalido).default('multipla5'),
  comentario: textoOpcional(COMENTARIO_MAX, questaoFonteMessages.comentarioTooLong),
  /** No banca: Bizu's own question ('Inédita'). The server checks that the banca exists. */
  bancaId: bodyIdSchema(questaoFonteMessages.bancaInvalida)
    .nullish()
    .transform((v) => v ?? null),
  orgao: textoOpcional(FONTE_TEXTO_MAX, questaoFonteMessages.orgaoTooLong),
  ano: anoSchema,
  cargo: textoOpcional(FONTE_TEXTO_MAX, questaoFonteMessages.cargoTooLong),
  anulada: z.boolean(messages.invalidInput).default(false),
  anuladaNota: textoOpcional(ANULADA_NOTA_MAX, questaoFonteMessages.anuladaNotaTooLong),
  desatualizada: z.boolean(messages.invalidInput).default(false),
};

interface TipoCheckable {
  tipo?: QuestaoTipo;
  respostaCorreta?: string;
  alternativaA?: string | null;
  alternativaB?: string | null;
  alternativaC?: string | null;
  alternativaD?: string | null;
  alternativaE?: string | null;
}

/**
 * The alternatives and the key must fit the kind (the database's questoes_tipo_alternativas says the
 * same): each of letrasComTexto written, no other one, and a key the kind can have. `required` names a
 * missing alternative in the field's own words.
 */
export function checkTipo(
  value: TipoCheckable,
  ctx: z.RefinementCtx,
  required: (letra: LetraAlternativa) => string,
): void {
  // Run even beside other errors (`when`), so the value may not be an object at all (a body of `null`).
  if (typeof value !== 'object' || value === null) return;
  const tipo = value.tipo;
  if (tipo === undefined || !QUESTAO_TIPOS.includes(tipo)) return;
  const comTexto = letrasComTexto(tipo) as readonly string[];
  let foraDoTipo = false;
  for (const letra of ['A', 'B', 'C', 'D', 'E'] as const) {
    const texto = value[`alternativa${letra}`];
    const escrita = typeof texto === 'string' && texto !== '';
    if (comTexto.includes(letra) && !escrita) {
      ctx.addIssue({ code: 'custom', message: required(letra), path: [`alternativa${letra}`] });
    } else if (!comTexto.includes(letra) && escrita && !foraDoTipo) {
      // Said once: a Certo/Errado item with five alternatives is one mistake, not five.
      foraDoTipo = true;
      const message = questaoFonteMessages.alternativaForaDoTipo(tipo, letra);
      ctx.addIssue({ code: 'custom', message, path: [`alternativa${letra}`] });
    }
  }
  if (
    value.respostaCorreta === undefined ||
    !(letrasDoTipo(tipo) as readonly string[]).includes(value.respostaCorreta)
  ) {
    ctx.addIssue({ code: 'custom', message: questaoFonteMessages.respostaForaDoTipo[tipo], path: ['respostaCorreta'] });
  }
}
