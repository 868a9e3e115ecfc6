import { desc, eq } from 'drizzle-orm';
import type { HistoricoItem } from '../../../shared/schemas/simulados.js';
import type { Db } from '../../db/client.js';
import { materias, modulos, simulados } from '../../db/schema.js';

/** The user's simulados, newest first, with subject and module names. */
export async function listHistorico({ db, userId }: { db: Db; userId: string }): Promise<HistoricoItem[]> {
  const rows = await db
    .select({
      id: simulados.id,
      data: simulados.data,
      nota: simulados.nota,
      questoesRespondidas: simulados.questoesRespondidas,
      acertos: simulados.acertos,
      materiaId: materias.id,
      materiaNome: materias.nome,
      moduloId: modulos.id,
      moduloNome: modulos.nome,
    })
    .from(simulados)
    .innerJoin(materias, eq(materias.id, simulados.materiaId))
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .where(eq(simulados.userId, userId))
    .orderBy(desc(simulados.data), desc(simulados.id));
  return rows.map((r) => ({ ...r, data: r.data.toISOString() }));
}
