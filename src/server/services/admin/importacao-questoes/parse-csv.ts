import Papa from 'papaparse';
import {
  IMPORTACAO_COLUNAS,
  IMPORTACAO_COLUNAS_OPCIONAIS,
  IMPORTACAO_MAX_LINHAS,
  importacaoMessages as msg,
  type ImportacaoColuna,
} from '../../../../shared/schemas/admin-importacao-questoes.js';
import { AppError } from '../../../errors.js';

/** One question row of the file, its cells by column, and what was wrong with its shape. */
export interface CsvLinha {
  /** The spreadsheet row: the header is 1. */
  linha: number;
  cells: Record<ImportacaoColuna, string>;
  erros: string[];
  /** What the file said that Bizu cannot keep (formats other than CSV); the row still imports. */
  avisos?: string[];
  /** Moodle XML: the images embedded in the item, referred to as `@@PLUGINFILE@@/nome` (formatos/imagens-embutidas.ts). */
  imagensEmbutidas?: Array<{ nome: string; base64: string }>;
}

const invalid = (message: string) => new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, message);

/** 'Matéria', ' MATERIA ', 'alternativa a' → 'materia', 'alternativa_a': spreadsheets retitle columns. */
function normalizeHeader(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Excel in Brazil saves CSV with ';' (the comma is the decimal separator there), Google Sheets with ','.
 * The header row has no quotes in practice, so whichever of the two it holds more of is the delimiter.
 */
function detectDelimiter(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * An uploaded file's text: empty, not UTF-8 or binary files are refused with a 400 (every format is text).
 */
export function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) throw invalid(msg.arquivoVazio);
  let text: string;
  try {
    // fatal: a Latin-1 or binary file is refused instead of becoming U+FFFD soup; a BOM is dropped.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid(msg.naoUtf8);
  }
  // NUL never appears in a text file; it is the mark of a spreadsheet or archive sent by mistake.
  if (text.includes('\u0000')) throw invalid(msg.naoUtf8);
  if (text.trim() === '') throw invalid(msg.arquivoVazio);
  return text;
}

/**
 * The bytes of an uploaded CSV as question rows. File-level faults (empty, not UTF-8, binary, missing
 * header columns, too many rows) refuse the whole file with a 400; faults of one row (a stray quote,
 * more cells than the header) are that row's errors, and the other rows still count.
 */
export function parseQuestoesCsv(bytes: Uint8Array): CsvLinha[] {
  const text = decodeUtf8(bytes);
  const parsed = Papa.parse<string[]>(text, { delimiter: detectDelimiter(text), header: false, skipEmptyLines: false });
  const [headerRow = [], ...records] = parsed.data;
  const header = headerRow.map(normalizeHeader);

  const repeated = header.find((h, i) => h !== '' && header.indexOf(h) !== i);
  if (repeated) throw invalid(msg.cabecalhoRepetido(repeated));
  const missing = IMPORTACAO_COLUNAS.filter((c) => !header.includes(c) && !IMPORTACAO_COLUNAS_OPCIONAIS.includes(c));
  if (missing.length > 0) throw invalid(msg.cabecalhoFaltando(missing));

  // Papaparse numbers its errors by record (the header is record 0).
  const quoteErrors = new Set(parsed.errors.filter((e) => e.type === 'Quotes').map((e) => e.row ?? -1));
  const index = Object.fromEntries(IMPORTACAO_COLUNAS.map((c) => [c, header.indexOf(c)])) as Record<
    ImportacaoColuna,
    number
  >;

  const linhas: CsvLinha[] = [];
  records.forEach((record, i) => {
    // A blank line (the file's last newline, a spacer row) is no question; it still counts as a row.
    if (record.every((cell) => cell.trim() === '')) return;
    const erros: string[] = [];
    if (quoteErrors.has(i + 1)) erros.push(msg.aspas);
    const extra = record.slice(header.length).some((cell) => cell.trim() !== '');
    if (extra) erros.push(msg.colunasDemais(record.length, header.length));
    const cells = Object.fromEntries(
      IMPORTACAO_COLUNAS.map((c) => [c, index[c] >= 0 ? (record[index[c]] ?? '') : '']),
    ) as Record<ImportacaoColuna, string>;
    linhas.push({ linha: i + 2, cells, erros });
  });

  if (linhas.length === 0) throw invalid(msg.semLinhas);
  if (linhas.length > IMPORTACAO_MAX_LINHAS) throw invalid(msg.linhasDemais);
  return linhas;
}
