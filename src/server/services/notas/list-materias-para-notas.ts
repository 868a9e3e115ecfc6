import { asc, eq } from 'drizzle-orm';
import type { NotaMaterias } from '../../../shared/schemas/notas.js';
import type { Db } from '../../db/client.js';
import { materias, modulos } from '../../db/schema.js';

/**
 * The nota form's Matéria options: every subject, theoretical and practical, by module then name. Not
 * limited by subscription: a grade log is the student's own record of any subject they took.
 */
export async function listMateriasParaNotas({ db }: { db: Db }): Promise<NotaMaterias> {
  const rows = await db
    .select({
      id: materias.id,
      nome: materias.nome,
      tipo: materias.tipo,
      moduloId: modulos.id,
      moduloNome: modulos.nome,
    })
    .from(materias)
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .orderBy(asc(modulos.id), asc(materias.nome), asc(materias.id));
  return { materias: rows };
}
