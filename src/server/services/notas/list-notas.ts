import { desc, sql, type SQL } from 'drizzle-orm';
import { moduleAverages } from '../../../shared/rules/notas.js';
import type { Nota, NotasList } from '../../../shared/schemas/notas.js';
import { signedInRead } from '../../auth/signed-in-read.js';
import type { Db } from '../../db/client.js';
import { materias, modulos, notas } from '../../db/schema.js';
import { preparedPerDb } from '../../db/prepared.js';
import { selectNotas } from './nota-query.js';

const notasOfStudent = preparedPerDb((db) =>
  selectNotas(db, sql.placeholder('userId')).orderBy(desc(notas.data), desc(notas.id)).prepare('bizu_notas_of_student'),
);

/** One nota as the database's JSON gives it: the values of `notaColumns` (nota-query.ts), in order. */
type NotaTuple = [
  id: number,
  nota: number,
  data: string,
  descricao: string | null,
  materiaId: number,
  materiaNome: string,
  materiaTipo: Nota['materia']['tipo'],
  moduloId: number,
  moduloNome: string,
];

/**
 * The same list as `notasOfStudent`, in the same order, as one JSON array of arrays for the session's
 * own statement: GET /api/notas reads its session and its list in one round trip (auth/signed-in-read.ts).
 * Arrays rather than objects: PostgreSQL built the keyed objects at twice the cost.
 */
export const notasWithSession = signedInRead(
  'bizu_notas_with_session',
  (userId: SQL) => sql<NotaTuple[]>`(
    select coalesce(json_agg(json_build_array(
      ${notas.id}, ${notas.nota}, ${notas.data}, ${notas.descricao},
      ${materias.id}, ${materias.nome}, ${materias.tipo}, ${modulos.id}, ${modulos.nome}
    ) order by ${notas.data} desc, ${notas.id} desc), '[]'::json)
    from ${notas}
    inner join ${materias} on ${materias.id} = ${notas.materiaId}
    inner join ${modulos} on ${modulos.id} = ${materias.moduloId}
    where ${notas.userId} = ${userId}
  )`,
);

/** The notas of `notasWithSession` in the shape the API answers (notaColumns). */
export function notasOfTuples(tuples: NotaTuple[]): Nota[] {
  return tuples.map(([id, nota, data, descricao, materiaId, materiaNome, materiaTipo, moduloId, moduloNome]) => ({
    id,
    nota,
    data,
    descricao,
    materia: { id: materiaId, nome: materiaNome, tipo: materiaTipo },
    modulo: { id: moduloId, nome: moduloNome },
  }));
}

/** The /notas answer from the student's notas, newest first: the list and the averages over it. */
export function notasList(rows: Nota[]): NotasList {
  return {
    notas: rows,
    medias: moduleAverages(rows.map((n) => ({ moduloId: n.modulo.id, nota: n.nota }))),
  };
}

/**
 * /notas: every nota of the student, newest first (same day: the last one registered first), and the
 * averages over all of them. One student has at most a few hundred notas (the index on user and date
 * serves it), so the whole list travels and the averages come from the same rows the page shows.
 */
export async function listNotas({ db, userId }: { db: Db; userId: string }): Promise<NotasList> {
  return notasList(await notasOfStudent(db).execute({ userId }));
}
