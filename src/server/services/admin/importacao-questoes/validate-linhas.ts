import { createHash } from 'node:crypto';
import { questaoInputSchema, questaoMessages, LETRAS, type Letra } from '../../../../shared/schemas/admin-questoes.js';
import { sanitizeQuestionHtml } from '../questoes/sanitize-question-html.js';
import type { CsvLinha } from './parse-csv.js';
import type { NomesDoBanco } from './resolve-nomes.js';

/** A question ready to insert, as stored: ids resolved, HTML sanitized. */
export interface QuestaoNova {
  materiaId: number;
  aulaId: number | null;
  enunciado: string;
  imagemUrl: string | null;
  alternativaA: string;
  alternativaB: string;
  alternativaC: string;
  alternativaD: string;
  alternativaE: string;
  respostaCorreta: Letra;
}

export interface LinhaValidada {
  linha: number;
  erros: string[];
  materia: string;
  aula: string | null;
  enunciado: string;
  respostaCorreta: Letra | null;
  /** Present when the row has no errors. */
  questao?: QuestaoNova;
  /** The content key of `questao` (see contentKey). */
  chave?: string;
}

/**
 * Runs of ASCII whitespace become one space and the ends are trimmed. Written with the same class as the
 * SQL twin in find-duplicates.ts, so a question's key is the same whether computed here or in PostgreSQL.
 */
export function collapseWhitespace(value: string): string {
  return value.replace(/[ \t\n\r\f\v]+/g, ' ').replace(/^ | $/g, '');
}

/** Separates the parts of a key; a control character no statement contains. */
export const KEY_SEPARATOR = '\u001f';

/**
 * What makes two questions the same for the import: matéria, statement, the five alternatives and the
 * answer, compared after sanitizing and collapsing whitespace (aula and image do not make a new question).
 */
export function contentKey(q: QuestaoNova): string {
  const parts = [
    String(q.materiaId),
    ...[q.enunciado, q.alternativaA, q.alternativaB, q.alternativaC, q.alternativaD, q.alternativaE].map(
      collapseWhitespace,
    ),
    q.respostaCorreta,
  ];
  return createHash('md5').update(parts.join(KEY_SEPARATOR), 'utf8').digest('hex');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The statement as a short line of plain text for the preview list (rendered as text, never as HTML). */
function excerpt(html: string): string {
  const text = collapseWhitespace(
    html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? ''),
  );
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/**
 * Plain text with none of < > & (nor CR or NBSP, which the HTML parser rewrites; NUL never gets here,
 * parse-csv refuses it) comes out of the sanitizer as it went in, trimmed: skipping it there saves most
 * of the time of a large file (validate-linhas.test.ts checks the equivalence).
 */
const NEEDS_SANITIZER = /[<>&\r\u00a0]/;

export async function sanitizeCell(value: string): Promise<string> {
  return NEEDS_SANITIZER.test(value) ? sanitizeQuestionHtml(value) : value.trim();
}

const ALTERNATIVAS = ['alternativaA', 'alternativaB', 'alternativaC', 'alternativaD', 'alternativaE'] as const;

/**
 * One row through the same checks as the Questões form: names resolved to ids, then questaoInputSchema
 * (its pt-BR messages), then the HTML sanitized — a statement that was nothing but a script is empty
 * afterwards and refused as missing.
 */
export async function validateLinha(row: CsvLinha, nomes: NomesDoBanco): Promise<LinhaValidada> {
  const { cells } = row;
  const erros = [...row.erros];
  const materia = nomes.materia(cells.materia);
  let aulaId: number | null = null;
  let aulaTitulo: string | null = cells.aula.trim() || null;
  if (!materia.ok) erros.push(materia.erro);
  else {
    const aula = nomes.aula(cells.aula, materia.value);
    if (!aula.ok) erros.push(aula.erro);
    else {
      aulaId = aula.value?.id ?? null;
      aulaTitulo = aula.value?.titulo ?? null;
    }
  }
  const resposta = cells.resposta_correta.trim().toUpperCase();
  const parsed = questaoInputSchema.safeParse({
    materiaId: materia.ok ? materia.value.id : 1,
    aulaId,
    enunciado: cells.enunciado,
    imagemUrl: cells.imagem_url,
    alternativaA: cells.alternativa_a,
    alternativaB: cells.alternativa_b,
    alternativaC: cells.alternativa_c,
    alternativaD: cells.alternativa_d,
    alternativaE: cells.alternativa_e,
    respostaCorreta: resposta,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) if (!erros.includes(issue.message)) erros.push(issue.message);
  }
  const base = {
    linha: row.linha,
    materia: materia.ok ? materia.value.nome : cells.materia.trim(),
    aula: aulaTitulo,
    respostaCorreta: (LETRAS as readonly string[]).includes(resposta) ? (resposta as Letra) : null,
  };
  if (!parsed.success || erros.length > 0) return { ...base, erros, enunciado: excerpt(cells.enunciado) };

  const input = parsed.data;
  const [enunciado, ...alternativas] = await Promise.all(
    [input.enunciado, ...ALTERNATIVAS.map((k) => input[k])].map(sanitizeCell),
  );
  if (!enunciado) erros.push(questaoMessages.enunciadoRequired);
  alternativas.forEach((alt, i) => {
    if (!alt) erros.push(questaoMessages.alternativaRequired(LETRAS[i]!));
  });
  if (erros.length > 0) return { ...base, erros, enunciado: excerpt(cells.enunciado) };

  const questao: QuestaoNova = {
    materiaId: input.materiaId,
    aulaId: input.aulaId,
    enunciado: enunciado!,
    imagemUrl: input.imagemUrl,
    alternativaA: alternativas[0]!,
    alternativaB: alternativas[1]!,
    alternativaC: alternativas[2]!,
    alternativaD: alternativas[3]!,
    alternativaE: alternativas[4]!,
    respostaCorreta: input.respostaCorreta,
  };
  return { ...base, erros, enunciado: excerpt(questao.enunciado), questao, chave: contentKey(questao) };
}
