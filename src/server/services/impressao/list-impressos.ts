import { and, desc, eq, isNull } from 'drizzle-orm';
import { codigoImpresso, type Impresso } from '../../../shared/schemas/impressao.js';
import type { Db } from '../../db/client.js';
import { materias, simuladoSessoes } from '../../db/schema.js';

/** The most printed simulados 'Corrigir gabarito' lists at once. */
export const MAX_IMPRESSOS_LISTADOS = 50;

/** The student's printed simulados not yet corrected, newest first. */
export async function listImpressos({ db, userId }: { db: Db; userId: string }): Promise<Impresso[]> {
  const rows = await db
    .select({
      id: simuladoSessoes.id,
      materiaId: materias.id,
      materiaNome: materias.nome,
      iniciadaEm: simuladoSessoes.iniciadaEm,
      questaoIds: simuladoSessoes.questaoIds,
    })
    .from(simuladoSessoes)
    .innerJoin(materias, eq(materias.id, simuladoSessoes.materiaId))
    .where(
      and(eq(simuladoSessoes.userId, userId), eq(simuladoSessoes.tipo, 'impresso'), isNull(simuladoSessoes.simuladoId)),
    )
    .orderBy(desc(simuladoSessoes.iniciadaEm), desc(simuladoSessoes.id))
    .limit(MAX_IMPRESSOS_LISTADOS);
  return rows.map((r) => ({
    id: r.id,
    codigo: codigoImpresso(r.id),
    materia: { id: r.materiaId, nome: r.materiaNome },
    data: r.iniciadaEm.toISOString(),
    questoes: r.questaoIds.length,
  }));
}
