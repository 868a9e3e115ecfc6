import { asc, eq } from 'drizzle-orm';
import type { ResumosResponse } from '../../../shared/schemas/resumos.js';
import type { Db } from '../../db/client.js';
import { materias, modulos, resumos } from '../../db/schema.js';

export function resumoPdfUrl(id: number): string {
  return `/api/resumos/${id}/pdf`;
}

/** The summaries with their subject and module, ordered by titulo (SPEC §7). Subscribers only: the route checks. */
export async function listResumos({ db }: { db: Db }): Promise<ResumosResponse> {
  const rows = await db
    .select({
      id: resumos.id,
      titulo: resumos.titulo,
      descricao: resumos.descricao,
      materiaId: materias.id,
      materiaNome: materias.nome,
      moduloId: modulos.id,
      moduloNome: modulos.nome,
    })
    .from(resumos)
    .innerJoin(materias, eq(materias.id, resumos.materiaId))
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .orderBy(asc(resumos.titulo), asc(resumos.id));
  return { resumos: rows.map((r) => ({ ...r, pdfUrl: resumoPdfUrl(r.id) })) };
}
