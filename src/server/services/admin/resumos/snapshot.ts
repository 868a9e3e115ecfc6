import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { arquivos, resumos } from '../../../db/schema.js';

/** The transaction a write runs in (Drizzle's type for it, taken from the callback of db.transaction). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A resumo as its audit row records it: the row, and for an uploaded PDF its size and type. Never the
 * bytes: the audit log stays small and the file is in `arquivos` (or deleted with the change).
 */
export async function resumoSnapshot(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: resumos.id,
      titulo: resumos.titulo,
      url: resumos.url,
      descricao: resumos.descricao,
      materiaId: resumos.materiaId,
      arquivoId: resumos.arquivoId,
      tamanho: arquivos.tamanho,
      mime: arquivos.mime,
    })
    .from(resumos)
    .leftJoin(arquivos, eq(arquivos.id, resumos.arquivoId))
    .where(eq(resumos.id, id));
  if (!row) return null;
  const { tamanho, mime, ...resumo } = row;
  return { ...resumo, arquivo: tamanho === null ? null : { tamanho, mime } };
}
