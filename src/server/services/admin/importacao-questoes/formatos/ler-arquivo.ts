import {
  FORMATO_AUTOMATICO,
  FORMATOS_QUESTOES,
  formatoMessages as fmsg,
  IMPORTACAO_MAX_BYTES_MOODLE,
  type FormatoQuestoes,
} from '../../../../../shared/schemas/admin-formatos-questoes.js';
import {
  IMPORTACAO_MAX_BYTES,
  IMPORTACAO_MAX_LINHAS,
  importacaoMessages as msg,
} from '../../../../../shared/schemas/admin-importacao-questoes.js';
import { AppError } from '../../../../errors.js';
import { decodeUtf8, parseQuestoesCsv, type CsvLinha } from '../parse-csv.js';
import type { ItemLido } from './item-lido.js';
import { itemParaLinha } from './item-para-linha.js';
import { parseAiken } from './parse-aiken.js';
import { parseGift } from './parse-gift.js';
import { parseMoodleXml } from './parse-moodle-xml.js';

/** An uploaded file and the dialog's choices: the format ('auto': recognised) and the matéria for items without a category. */
export interface ArquivoImportado {
  bytes: Uint8Array;
  nome: string | null;
  formato: FormatoQuestoes | typeof FORMATO_AUTOMATICO;
  materia: string;
}

const invalid = (message: string) => new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, message);

export function isFormato(value: string): value is FormatoQuestoes | typeof FORMATO_AUTOMATICO {
  return value === FORMATO_AUTOMATICO || (FORMATOS_QUESTOES as readonly string[]).includes(value);
}

/** The format by the file's name, else by its first bytes: XML, an Aiken ANSWER line, GIFT's braces, a CSV header. */
export function detectFormato(nome: string | null, inicio: string): FormatoQuestoes {
  const ext = nome?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (ext === 'csv') return 'csv';
  if (ext === 'xml') return 'moodle_xml';
  if (ext === 'gift') return 'gift';
  const text = inicio.replace(/^\uFEFF/, '').trimStart();
  // Not any '<': an Aiken or GIFT file may well start with a statement's HTML.
  if (/^<(\?xml|quiz)\b/i.test(text)) return 'moodle_xml';
  if (/^ANSWER\s*:\s*[A-Z]\s*$/im.test(text)) return 'aiken';
  if (/\{[^}]*\}/.test(text) || /^\$CATEGORY:/m.test(text)) return 'gift';
  const header = text.slice(0, text.indexOf('\n') >>> 0).toLowerCase();
  if (header.includes('enunciado') && /[,;]/.test(header)) return 'csv';
  throw invalid(fmsg.formatoDesconhecido);
}

const PARSERS: Record<Exclude<FormatoQuestoes, 'csv'>, (text: string) => ItemLido[]> = {
  moodle_xml: parseMoodleXml,
  gift: parseGift,
  aiken: parseAiken,
};

/** A file over its format's limit: 413 (a CSV keeps its 5 MB, the Moodle formats have 10 MB). */
function checkSize(formato: FormatoQuestoes, bytes: Uint8Array) {
  if (formato === 'csv' && bytes.byteLength > IMPORTACAO_MAX_BYTES) throw new AppError('IMPORTACAO_ARQUIVO_GRANDE');
  if (bytes.byteLength > IMPORTACAO_MAX_BYTES_MOODLE)
    throw new AppError('IMPORTACAO_ARQUIVO_GRANDE', undefined, fmsg.arquivoGrande);
}

/**
 * The file's questions as the CSV import's rows, whatever its format, so one validation, duplicate check,
 * preview and transaction serve them all. A file that does not parse is refused (400) before any row.
 */
export function lerArquivo(arquivo: ArquivoImportado): { formato: FormatoQuestoes; linhas: CsvLinha[] } {
  const { bytes } = arquivo;
  const formato =
    arquivo.formato === FORMATO_AUTOMATICO
      ? detectFormato(arquivo.nome, new TextDecoder().decode(bytes.subarray(0, 4096)))
      : arquivo.formato;
  checkSize(formato, bytes);
  if (formato === 'csv') return { formato, linhas: parseQuestoesCsv(bytes) };
  const itens = PARSERS[formato](decodeUtf8(bytes));
  if (itens.length === 0) throw invalid(fmsg.semQuestoes);
  if (itens.length > IMPORTACAO_MAX_LINHAS) throw invalid(msg.linhasDemais);
  return { formato, linhas: itens.map((item) => itemParaLinha(item, arquivo.materia)) };
}
