import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { resumos } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { readArquivo, type Arquivo } from '../../storage/arquivos.js';

export type ResumoPdf =
  | { kind: 'arquivo'; titulo: string; arquivo: Arquivo }
  /** A resumo whose PDF an admin keeps elsewhere (an absolute http(s) URL): the reader is sent there. */
  | { kind: 'externo'; url: string };

/** The PDF of one resumo (entitlement is checked by the caller), or 404. */
export async function getResumoPdf({ db, resumoId }: { db: Db; resumoId: number }): Promise<ResumoPdf> {
  const [resumo] = await db
    .select({ titulo: resumos.titulo, url: resumos.url, arquivoId: resumos.arquivoId })
    .from(resumos)
    .where(eq(resumos.id, resumoId));
  if (!resumo) throw new AppError('RESUMO_NOT_FOUND');
  if (resumo.arquivoId) {
    const arquivo = await readArquivo(db, resumo.arquivoId, 'resumo_pdf');
    if (arquivo) return { kind: 'arquivo', titulo: resumo.titulo, arquivo };
  }
  if (/^https?:\/\//i.test(resumo.url)) return { kind: 'externo', url: resumo.url };
  throw new AppError('RESUMO_NOT_FOUND');
}

/** 'Resumo — Direito Penal' → 'resumo-direito-penal.pdf': plain ASCII, safe in any header and file system. */
export function pdfFileName(titulo: string): string {
  const slug = titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'resumo'}.pdf`;
}
