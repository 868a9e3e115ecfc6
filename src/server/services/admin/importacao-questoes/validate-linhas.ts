import { createHash } from 'node:crypto';
import { IMPORTACAO_TIPOS, importacaoMessages as msg } from '../../../../shared/schemas/admin-importacao-questoes.js';
import { questaoFonteMessages } from '../../../../shared/schemas/admin-questao-fonte.js';
import {
  QUESTAO_CAMPOS,
  questaoInputSchema,
  questaoMessages,
  LETRAS,
  type Letra,
  type QuestaoInput,
} from '../../../../shared/schemas/admin-questoes.js';
import { fonteLinha, QUESTAO_TIPOS, type QuestaoTipo } from '../../../../shared/rules/questao.js';
import { sanitizeQuestionHtml } from '../questoes/sanitize-question-html.js';
import type { CsvLinha } from './parse-csv.js';
import { nameKey, type NomesDoBanco } from './resolve-nomes.js';

/** A question ready to insert, as stored: ids resolved, HTML sanitized, null where the kind has no text. */
export type QuestaoNova = Omit<QuestaoInput, 'respostaCorreta'> & { respostaCorreta: Letra };

export interface LinhaValidada {
  linha: number;
  erros: string[];
  materia: string;
  aula: string | null;
  enunciado: string;
  respostaCorreta: Letra | null;
  tipo: QuestaoTipo | null;
  fonte: string;
  avisos: string[];
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
    // A letter the kind has no text for counts as '' (find-duplicates.ts coalesces the same way).
    ...[q.enunciado, q.alternativaA, q.alternativaB, q.alternativaC, q.alternativaD, q.alternativaE].map((t) =>
      collapseWhitespace(t ?? ''),
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

const tipoKey = (value: string) => nameKey(value).replace(/[^a-z0-9]/g, '');
const TIPO_BY_KEY = new Map(
  QUESTAO_TIPOS.flatMap((tipo) => IMPORTACAO_TIPOS[tipo].map((alias) => [tipoKey(alias), tipo] as const)),
);

/** The 'tipo' cell: empty is five alternatives (a file of the earlier columns); null when not understood. */
function readTipo(cell: string): QuestaoTipo | null {
  return cell.trim() === '' ? 'multipla5' : (TIPO_BY_KEY.get(tipoKey(cell)) ?? null);
}

/** The key cell: a letter, or 'Certo'/'Errado' written out on a Certo/Errado item. */
function readResposta(cell: string, tipo: QuestaoTipo | null): string {
  const value = cell.trim().toUpperCase();
  if (tipo !== 'certo_errado') return value;
  const word = nameKey(value);
  return word === 'certo' ? 'C' : word === 'errado' ? 'E' : value;
}

/** The 'ano' cell: empty is none; anything but a whole number is refused with the form's message. */
function readAno(cell: string): number | null | 'invalido' {
  const value = cell.trim();
  if (value === '') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : 'invalido';
}

/** The row's names (matéria, aula, banca) and the cells only the file has (tipo, ano) read into values. */
function resolveCells(row: CsvLinha, nomes: NomesDoBanco) {
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
  const banca = nomes.banca(cells.banca);
  if (!banca.ok) erros.push(banca.erro);
  const tipo = readTipo(cells.tipo);
  if (tipo === null) erros.push(msg.tipoInvalido(cells.tipo.trim()));
  const ano = readAno(cells.ano);
  if (ano === 'invalido') erros.push(questaoFonteMessages.anoInvalido);
  return {
    erros,
    materia,
    aulaId,
    aulaTitulo,
    banca: banca.ok ? banca.value : null,
    tipo,
    ano: ano === 'invalido' ? null : ano,
  };
}

/**
 * One row through the same checks as the Questões form: names resolved to ids, then questaoInputSchema
 * (its pt-BR messages, the kind's alternatives and key), then the HTML sanitized — a statement that was
 * nothing but a script is empty afterwards and refused as missing.
 */
export async function validateLinha(row: CsvLinha, nomes: NomesDoBanco): Promise<LinhaValidada> {
  const { cells } = row;
  const { erros, materia, aulaId, aulaTitulo, banca, tipo, ano } = resolveCells(row, nomes);
  const resposta = readResposta(cells.resposta_correta, tipo);
  const parsed = questaoInputSchema.safeParse({
    materiaId: materia.ok ? materia.value.id : 1,
    aulaId,
    tipo: tipo ?? 'multipla5',
    enunciado: cells.enunciado,
    imagemUrl: cells.imagem_url,
    alternativaA: cells.alternativa_a,
    alternativaB: cells.alternativa_b,
    alternativaC: cells.alternativa_c,
    alternativaD: cells.alternativa_d,
    alternativaE: cells.alternativa_e,
    respostaCorreta: resposta,
    comentario: cells.comentario,
    bancaId: banca?.id ?? null,
    orgao: cells.orgao,
    ano,
    cargo: cells.cargo,
  });
  if (!parsed.success) {
    const campo = (path: PropertyKey[]) => QUESTAO_CAMPOS.indexOf(path[0] as (typeof QUESTAO_CAMPOS)[number]);
    const issues = [...parsed.error.issues].sort((a, b) => campo(a.path) - campo(b.path));
    for (const issue of issues) if (!erros.includes(issue.message)) erros.push(issue.message);
  }
  const fonte = fonteLinha({
    banca: banca?.nome ?? null,
    orgao: cells.orgao.trim() || null,
    ano: typeof ano === 'number' ? ano : null,
    cargo: cells.cargo.trim() || null,
  });
  const base = {
    linha: row.linha,
    materia: materia.ok ? materia.value.nome : cells.materia.trim(),
    aula: aulaTitulo,
    respostaCorreta: (LETRAS as readonly string[]).includes(resposta) ? (resposta as Letra) : null,
    tipo,
    fonte,
    avisos: row.avisos ?? [],
  };
  if (!parsed.success || erros.length > 0) return { ...base, erros, enunciado: excerpt(cells.enunciado) };

  const input = parsed.data;
  const [enunciado, comentario, ...alternativas] = await Promise.all(
    [input.enunciado, input.comentario, ...ALTERNATIVAS.map((k) => input[k])].map((v) =>
      v === null ? null : sanitizeCell(v),
    ),
  );
  if (!enunciado) erros.push(questaoMessages.enunciadoRequired);
  alternativas.forEach((alt, i) => {
    // '' is what the sanitizer left of a written alternative; null, a letter the kind has no text for.
    if (alt === '') erros.push(questaoMessages.alternativaRequired(LETRAS[i]!));
  });
  if (erros.length > 0) return { ...base, erros, enunciado: excerpt(cells.enunciado) };

  const questao: QuestaoNova = {
    ...input,
    enunciado: enunciado!,
    comentario: comentario || null,
    alternativaA: alternativas[0] ?? null,
    alternativaB: alternativas[1] ?? null,
    alternativaC: alternativas[2] ?? null,
    alternativaD: alternativas[3] ?? null,
    alternativaE: alternativas[4] ?? null,
  };
  return { ...base, erros, enunciado: excerpt(questao.enunciado), questao, chave: contentKey(questao) };
}
