import { desc, sql } from 'drizzle-orm';
import { moduleAverages } from '../../../shared/rules/notas.js';
import type { NotasList } from '../../../shared/schemas/notas.js';
import type { Db } from '../../db/client.js';
import { notas } from '../../db/schema.js';
import { preparedPerDb } from '../../db/prepared.js';
import { selectNotas } from './nota-query.js';

const notasOfStudent = preparedPerDb((db) =>
  selectNotas(db, sql.placeholder('userId')).orderBy(desc(notas.data), desc(notas.id)).prepare('bizu_notas_of_student'),
);

/**
 * /notas: every nota of the student, newest first (same day: the last one registered first), and the
 * averages over all of them. One student has at most a few hundred notas (the index on user and date
 * serves it), so the whole list travels and the averages come from the same rows the page shows.
 */
export async function listNotas({ db, userId }: { db: Db; userId: string }): Promise<NotasList> {
  const rows = await notasOfStudent(db).execute({ userId });
  return {
    notas: rows,
    medias: moduleAverages(rows.map((n) => ({ moduloId: n.modulo.id, nota: n.nota }))),
  };
}
