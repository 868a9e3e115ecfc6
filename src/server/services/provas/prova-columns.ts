import { asc, eq, type SQL } from 'drizzle-orm';
import type { Prova } from '../../../shared/schemas/provas.js';
import type { Db } from '../../db/client.js';
import { materias, provas } from '../../db/schema.js';
import { instantToSaoPaulo } from './sao-paulo-time.js';

/**
 * The student's provas matching `where` (which must name the owner), by date, with the subject's current
 * name, each given as an instant and as São Paulo wall-clock day and time.
 */
export async function selectProvas(db: Db, where: SQL | undefined): Promise<Prova[]> {
  const rows = await db
    .select({
      id: provas.id,
      titulo: provas.titulo,
      data: provas.data,
      descricao: provas.descricao,
      materia: { id: materias.id, nome: materias.nome },
    })
    .from(provas)
    .innerJoin(materias, eq(materias.id, provas.materiaId))
    .where(where)
    .orderBy(asc(provas.data), asc(provas.id));
  return rows.map(({ data, ...row }) => ({ ...row, inicio: data.toISOString(), ...instantToSaoPaulo(data) }));
}
