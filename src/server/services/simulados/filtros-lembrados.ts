import { eq, sql } from 'drizzle-orm';
import { FILTROS_PADRAO, questaoFiltrosSchema, type QuestaoFiltros } from '../../../shared/schemas/simulados.js';
import type { Db } from '../../db/client.js';
import { simuladoFiltros } from '../../db/schema.js';

/**
 * The question filters a student chose last on /simulados (issue 33 §2), kept on the server so they
 * follow the student to another device. A stored value that no longer parses (a rule changed since)
 * falls back to the defaults rather than failing the page.
 */
export async function readFiltros(db: Db, userId: string): Promise<QuestaoFiltros> {
  const [row] = await db
    .select({ filtros: simuladoFiltros.filtros })
    .from(simuladoFiltros)
    .where(eq(simuladoFiltros.userId, userId));
  if (!row) return FILTROS_PADRAO;
  const parsed = questaoFiltrosSchema.safeParse(row.filtros);
  return parsed.success ? parsed.data : FILTROS_PADRAO;
}

/** Remembers the filters of the student's latest selection (one upsert; nothing when they are unchanged). */
export async function rememberFiltros(db: Db, userId: string, filtros: QuestaoFiltros): Promise<void> {
  await db
    .insert(simuladoFiltros)
    .values({ userId, filtros })
    .onConflictDoUpdate({
      target: simuladoFiltros.userId,
      set: { filtros, updatedAt: new Date() },
      setWhere: sql`${simuladoFiltros.filtros} is distinct from excluded.filtros`,
    });
}
