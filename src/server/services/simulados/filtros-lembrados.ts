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

/**
 * Remembers the filters of the student's latest selection when they differ from `stored` (what
 * readFiltros gave, read beside the draw). Choosing the same filters again, as most selections do, writes
 * nothing: an upsert that changes nothing still locks the row and waits for a durable commit, which cost
 * every selection a few milliseconds.
 */
export async function rememberFiltros(
  db: Db,
  userId: string,
  filtros: QuestaoFiltros,
  stored: QuestaoFiltros,
): Promise<void> {
  if (JSON.stringify(normalized(filtros)) === JSON.stringify(normalized(stored))) return;
  await db
    .insert(simuladoFiltros)
    .values({ userId, filtros })
    .onConflictDoUpdate({
      target: simuladoFiltros.userId,
      set: { filtros, updatedAt: new Date() },
      setWhere: sql`${simuladoFiltros.filtros} is distinct from excluded.filtros`,
    });
}

/** The same filters written the same way: keys in the schema's order, the chosen ids and levels sorted. */
function normalized(f: QuestaoFiltros): QuestaoFiltros {
  return {
    ...questaoFiltrosSchema.parse(f),
    bancaIds: [...f.bancaIds].sort((a, b) => a - b),
    dificuldades: [...f.dificuldades].sort(),
  };
}
