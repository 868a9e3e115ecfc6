import { z } from 'zod';
import { messages } from '../messages.js';
import { formatInteger } from '../rules/numbers.js';
import { MAX_DB_ID } from './id.js';

/**
 * Admin Resumos (SPEC §2, §5 'Admin resumo', §8): a matéria and its PDF, given as an http(s) link or as
 * an uploaded file. Uploaded PDFs live in the database (docs/decisions/0012), served only to
 * subscribers: 10 MB is room for a long illustrated summary while keeping rows and backups sane.
 */
export const RESUMO_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const RESUMO_PDF_MAX_LABEL = '10 MB';
export const RESUMO_URL_MAX = 2_000;
/** The description's HTML (tags included): a few paragraphs under the title on /resumos. */
export const RESUMO_DESCRICAO_MAX = 5_000;

export const resumoAdminMessages = {
  camposObrigatorios: 'Por favor, preencha todos os campos',
  duplicado: 'Já existe um resumo cadastrado para esta matéria',
  urlInvalida: 'URL inválida. Use um link que comece com http:// ou https://',
  linkEArquivo: 'Informe o link ou envie o arquivo do PDF, não os dois.',
  pdfInvalido: 'O arquivo enviado não é um PDF válido.',
  pdfMuitoGrande: `O PDF deve ter no máximo ${RESUMO_PDF_MAX_LABEL}`,
  descricaoLonga: `A descrição pode ter no máximo ${formatInteger(RESUMO_DESCRICAO_MAX)} caracteres.`,
  created: 'Resumo criado com sucesso!',
  updated: 'Resumo atualizado com sucesso!',
  deleted: 'Resumo excluído com sucesso!',
  saveFailed: 'Erro ao salvar resumo',
  deleteFailed: 'Erro ao excluir resumo',
  loadFailed: 'Erro ao carregar resumos',
} as const;

/** An absolute http(s) URL: where the student's browser is sent to read the PDF. */
export function isResumoUrlValida(value: string): boolean {
  if (value.length > RESUMO_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The text fields of POST/PUT /api/admin/resumos, from JSON or from the multipart form (where the id
 * arrives as text). The file itself is checked by the server from its bytes. An empty link counts as
 * no link: whether a PDF was given at all is decided with the file (`resumoPdfRequired`). The
 * description is optional HTML; a PUT without it leaves the resumo with none, as the form always sends it.
 */
export const resumoFieldsSchema = z.object({
  materiaId: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number(resumoAdminMessages.camposObrigatorios)
      .int(messages.invalidInput)
      .positive(messages.invalidInput)
      .max(MAX_DB_ID, messages.materiaNotFound),
  ),
  url: z
    .string(messages.invalidInput)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isResumoUrlValida(v), resumoAdminMessages.urlInvalida),
  /** HTML from the rich-text editor, sanitized by the server before it is stored; '' is no description. */
  descricao: z
    .string(messages.invalidInput)
    .max(RESUMO_DESCRICAO_MAX, resumoAdminMessages.descricaoLonga)
    .nullish()
    .transform((v) => (v?.trim() ? v : null)),
});
export type ResumoFields = z.output<typeof resumoFieldsSchema>;

/** One row of GET /api/admin/resumos. */
export interface AdminResumo {
  id: number;
  titulo: string;
  materiaId: number;
  materiaNome: string;
  moduloId: number;
  moduloNome: string;
  /** The external link, when the PDF is kept elsewhere; null for an uploaded PDF. */
  url: string | null;
  /** The uploaded PDF, when we keep it; null for a link. */
  arquivo: { tamanho: number; mime: string } | null;
  /** Sanitized HTML shown under the title on /resumos; null when there is none. */
  descricao: string | null;
}
