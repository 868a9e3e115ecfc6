import { sql } from 'drizzle-orm';
import type { HistoricoItem } from '../../../shared/schemas/simulados.js';
import { rowsOf, type Db } from '../../db/client.js';
import { isoTimestamp } from '../../db/sql-helpers.js';
import { materias, modulos, simulados } from '../../db/schema.js';

/**
 * The user's simulados, newest first, with subject and module names. Raw rows with the date already
 * formatted by the database: a long history (thousands of rows) is then plain objects straight from
 * the driver, with no per-row mapping or Date parsing in the app (measured by `npm run bench`).
 */
export async function listHistorico({ db, userId }: { db: Db; userId: string }): Promise<HistoricoItem[]> {
  const result = await db.execute(sql`
    select ${simulados.id} as "id", ${isoTimestamp(simulados.data)} as "data", ${simulados.nota} as "nota",
           ${simulados.questoesRespondidas} as "questoesRespondidas", ${simulados.acertos} as "acertos",
           ${materias.id} as "materiaId", ${materias.nome} as "materiaNome",
           ${modulos.id} as "moduloId", ${modulos.nome} as "moduloNome"
    from ${simulados}
    join ${materias} on ${materias.id} = ${simulados.materiaId}
    join ${modulos} on ${modulos.id} = ${materias.moduloId}
    where ${simulados.userId} = ${userId}
    order by ${simulados.data} desc, ${simulados.id} desc`);
  return rowsOf<HistoricoItem>(result);
}
