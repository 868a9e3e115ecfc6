import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { isoTimestamp } from '../../db/sql-helpers.js';
import { materias, modulos, simulados } from '../../db/schema.js';

/**
 * The user's simulados, newest first, with subject and module names, as the JSON text of a
 * `HistoricoItem[]`. The database builds the JSON: a long history (thousands of rows) then costs one
 * string instead of thousands of row objects mapped and serialized again in the app.
 */
export async function listHistoricoJson({ db, userId }: { db: Db; userId: string }): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'id', ${simulados.id}, 'data', ${isoTimestamp(simulados.data)}, 'nota', ${simulados.nota},
      'questoesRespondidas', ${simulados.questoesRespondidas}, 'acertos', ${simulados.acertos},
      'materiaId', ${materias.id}, 'materiaNome', ${materias.nome}, 'moduloId', ${modulos.id}, 'moduloNome', ${modulos.nome}
    ) order by ${simulados.data} desc, ${simulados.id} desc), '[]')::text as json
    from ${simulados}
    join ${materias} on ${materias.id} = ${simulados.materiaId}
    join ${modulos} on ${modulos.id} = ${materias.moduloId}
    where ${simulados.userId} = ${userId}`);
  return rowsOf<{ json: string }>(result)[0]?.json ?? '[]';
}
