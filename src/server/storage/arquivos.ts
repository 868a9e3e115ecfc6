import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { arquivos } from '../db/schema.js';

/** The database or a transaction of it: a file is written in the same transaction as the row that points at it. */
type Executor = Pick<Db, 'insert' | 'select' | 'delete'>;

export type TipoArquivo = (typeof arquivos.$inferSelect)['tipo'];

export interface Arquivo {
  id: string;
  tipo: TipoArquivo;
  userId: string | null;
  mime: string;
  tamanho: number;
  dados: Uint8Array;
  createdAt: Date;
}

/**
 * Stores bytes and answers the new file's id (a random UUID, so its URL cannot be guessed). The bytes are
 * already checked and, for uploads, re-encoded by the caller: this module only keeps them.
 * See docs/decisions/0012-files-in-the-database.md.
 */
export async function saveArquivo(
  db: Executor,
  input: { tipo: TipoArquivo; userId?: string | null; mime: string; dados: Uint8Array },
): Promise<string> {
  const [row] = await db
    .insert(arquivos)
    .values({
      tipo: input.tipo,
      userId: input.userId ?? null,
      mime: input.mime,
      tamanho: input.dados.byteLength,
      dados: input.dados,
    })
    .returning({ id: arquivos.id });
  if (!row) throw new Error('arquivo não gravado');
  return row.id;
}

/** The file with this id and kind, or null. An id that is not a UUID is simply not found. */
export async function readArquivo(db: Executor, id: string, tipo: TipoArquivo): Promise<Arquivo | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.id, id), eq(arquivos.tipo, tipo)));
  if (!row) return null;
  // pg answers a Buffer, PGlite a Uint8Array; callers get a plain Uint8Array view either way.
  return { ...row, dados: new Uint8Array(row.dados.buffer, row.dados.byteOffset, row.dados.byteLength) };
}

/** Removes the file; a missing one is not an error (a retried delete ends in the same state). */
export async function deleteArquivo(db: Executor, id: string): Promise<void> {
  if (!isUuid(id)) return;
  await db.delete(arquivos).where(eq(arquivos.id, id));
}

/** Removes a user's files of one kind, except `keep` (the one just saved): no old avatar outlives its replacement. */
export async function deleteUserArquivos(
  db: Executor,
  { userId, tipo, keep }: { userId: string; tipo: TipoArquivo; keep?: string },
): Promise<void> {
  const mine = and(eq(arquivos.userId, userId), eq(arquivos.tipo, tipo));
  await db.delete(arquivos).where(keep ? and(mine, ne(arquivos.id, keep)) : mine);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
