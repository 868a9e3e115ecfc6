import { z } from 'zod';
import { formatInteger } from '../rules/numbers.js';
import { QUESTAO_TIPOS, type QuestaoTipo } from '../rules/questao.js';
import { LETRAS } from './admin-questoes.js';

/**
 * The CSV import of questions (POST /api/admin/importacao-questoes/previa, then POST
 * /api/admin/importacao-questoes): the file's columns, its limits, the pt-BR messages and the answer the
 * admin's dialog reads. Each row is checked with questaoInputSchema, so it refuses what the Questões form
 * refuses, with the same words.
 */
/** Issue 33's columns: optional, so a file of the earlier ten columns still imports (five alternatives, no source). */
const COLUNAS_DA_FONTE = ['tipo', 'comentario', 'banca', 'orgao', 'ano', 'cargo'] as const;

export const IMPORTACAO_COLUNAS = [
  'materia',
  'aula',
  'enunciado',
  'alternativa_a',
  'alternativa_b',
  'alternativa_c',
  'alternativa_d',
  'alternativa_e',
  'resposta_correta',
  'imagem_url',
  ...COLUNAS_DA_FONTE,
] as const;
export type ImportacaoColuna = (typeof IMPORTACAO_COLUNAS)[number];

/** The columns a file may leave out of its header: their cells are optional anyway. */
export const IMPORTACAO_COLUNAS_OPCIONAIS: readonly ImportacaoColuna[] = ['aula', 'imagem_url', ...COLUNAS_DA_FONTE];

/**
 * What the 'tipo' cell may say for each kind (compared without case, accents, spaces or punctuation:
 * 'Certo/Errado' reads as 'certoerrado'); an empty cell is five alternatives.
 */
export const IMPORTACAO_TIPOS: Record<QuestaoTipo, readonly string[]> = {
  multipla5: ['multipla5', '5', 'ae', 'cinco'],
  multipla4: ['multipla4', '4', 'ad', 'quatro'],
  certo_errado: ['certo_errado', 'ce', 'certoerrado', 'certoouerrado'],
};

export const IMPORTACAO_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORTACAO_MAX_LINHAS = 10_000;

const maxLinhas = formatInteger(IMPORTACAO_MAX_LINHAS);

export const importacaoMessages = {
  arquivoAusente: 'Selecione um arquivo CSV.',
  arquivoVazio: 'O arquivo está vazio.',
  arquivoGrande: 'O arquivo deve ter no máximo 5 MB.',
  linhasDemais: `O arquivo pode ter no máximo ${maxLinhas} questões. Divida-o em arquivos menores.`,
  naoUtf8: 'O arquivo não está em UTF-8. No Excel, salve como "CSV UTF-8 (delimitado por vírgulas)" e tente novamente.',
  semLinhas: 'O arquivo tem só o cabeçalho: nenhuma questão para importar.',
  cabecalhoFaltando: (colunas: string[]) =>
    `Cabeçalho inválido: ${colunas.length === 1 ? 'falta a coluna' : 'faltam as colunas'} ${colunas.join(', ')}. ` +
    `A primeira linha deve ser: ${IMPORTACAO_COLUNAS.join(',')}`,
  cabecalhoRepetido: (coluna: string) => `Cabeçalho inválido: a coluna ${coluna} aparece mais de uma vez.`,
  // Row errors, shown after 'Linha N: '.
  materiaAusente: 'matéria não informada',
  materiaNaoEncontrada: (materia: string) => `matéria "${materia}" não encontrada`,
  materiaIdNaoEncontrada: (id: string) => `matéria de id ${id} não encontrada`,
  materiaPratica: (materia: string) => `a matéria "${materia}" é prática (apenas notas) e não recebe questões`,
  materiaAmbigua: (materia: string, opcoes: string) =>
    `a matéria "${materia}" existe em mais de um módulo (${opcoes}); informe o id da matéria na coluna materia`,
  aulaNaoEncontrada: (aula: string, materia: string) => `aula "${aula}" não encontrada na matéria ${materia}`,
  tipoInvalido: (tipo: string) =>
    `tipo "${tipo}" inválido; use multipla5 (ou 5), multipla4 (ou 4) ou certo_errado (ou ce)`,
  bancaNaoEncontrada: (banca: string) => `banca "${banca}" não encontrada; cadastre-a na aba Bancas`,
  aulaAmbigua: (aula: string) => `há mais de uma aula "${aula}" nesta matéria; informe a ordem da aula`,
  colunasDemais: (tem: number, esperado: number) =>
    `a linha tem ${tem} colunas, mas o cabeçalho tem ${esperado} (textos com vírgula ou ponto e vírgula precisam estar entre aspas)`,
  aspas: 'aspas não fechadas ou fora de lugar',
  repetidaNoArquivo: (linha: number) => `repete a questão da linha ${linha}`,
  jaNoBanco: 'esta questão já está cadastrada',
  // After the import.
  importadas: (n: number) => (n === 1 ? '1 questão importada com sucesso!' : `${n} questões importadas com sucesso!`),
  nenhumaNova: 'Nenhuma questão nova para importar',
  importFailed: 'Erro ao importar questões',
  previewFailed: 'Erro ao ler o arquivo',
  conflito: 'Uma matéria ou aula do arquivo foi alterada durante a importação. Pré-visualize o arquivo de novo.',
} as const;

export const linhaStatusSchema = z.enum(['nova', 'erro', 'ja_no_banco', 'repetida']);
export type LinhaStatus = z.infer<typeof linhaStatusSchema>;

export const importacaoLinhaSchema = z.object({
  /** The row in the spreadsheet: the header is row 1, the first question row 2. */
  linha: z.number().int(),
  status: linhaStatusSchema,
  /** pt-BR reasons the row is skipped; shown as 'Linha N: …'. */
  erros: z.array(z.string()),
  /** The matéria as found in the bank (or the cell as written, when it was not found). */
  materia: z.string(),
  aula: z.string().nullable(),
  /** The statement as plain text, cut short for the list. */
  enunciado: z.string(),
  respostaCorreta: z.enum(LETRAS).nullable(),
  /** The kind the row asks for (null when the 'tipo' cell was not understood). */
  tipo: z.enum(QUESTAO_TIPOS).nullable(),
  /** 'VUNESP · PM-SP · 2023 · Soldado', or 'Inédita' (fonteLinha). */
  fonte: z.string(),
  /** For 'repetida': the earlier row it repeats. */
  repeteLinha: z.number().int().nullable(),
  /** What the file said that Bizu cannot keep (Moodle XML, GIFT, Aiken): the row still imports without it. */
  avisos: z.array(z.string()),
});
export type ImportacaoLinha = z.infer<typeof importacaoLinhaSchema>;

export const importacaoTotaisSchema = z.object({
  linhas: z.number().int(),
  novas: z.number().int(),
  comErros: z.number().int(),
  jaNoBanco: z.number().int(),
  repetidas: z.number().int(),
});
export type ImportacaoTotais = z.infer<typeof importacaoTotaisSchema>;

export const importacaoPreviaSchema = z.object({
  totais: importacaoTotaisSchema,
  linhas: z.array(importacaoLinhaSchema),
});
export type ImportacaoPrevia = z.infer<typeof importacaoPreviaSchema>;

export const importacaoResultadoSchema = importacaoPreviaSchema.extend({
  /** Questions written by this import (the rows 'nova' at the moment it ran). */
  importadas: z.number().int(),
});
export type ImportacaoResultado = z.infer<typeof importacaoResultadoSchema>;

/** The multipart field that carries the file (a text/csv body is accepted too). */
export const IMPORTACAO_CAMPO_ARQUIVO = 'arquivo';
