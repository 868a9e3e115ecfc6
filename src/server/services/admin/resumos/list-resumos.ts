import { asc, eq } from 'drizzle-orm';
import type { AdminResumo } from '../../../../shared/schemas/admin-resumos.js';
import type { Db } from '../../../db/client.js';
import { arquivos, materias, modulos, resumos } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';

/**
 * Every resumo with its módulo and matéria, and either its link or the size of the PDF we keep (never
 * the bytes: the list stays small however big the files are). Ordered as the admin scans it: by módulo,
 * then matéria.
 */
export async function listAdminResumos(db: Db, onlyId?: number): Promise<AdminResumo[]> {
  const rows = await db
    .select({
      id: resumos.id,
      titulo: resumos.titulo,
      url: resumos.url,
      descricao: resumos.descricao,
      materiaId: materias.id,
      materiaNome: materias.nome,
      moduloId: modulos.id,
      moduloNome: modulos.nome,
      tamanho: arquivos.tamanho,
      mime: arquivos.mime,
    })
    .from(resumos)
    .innerJoin(materias, eq(materias.id, resumos.materiaId))
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .leftJoin(arquivos, eq(arquivos.id, resumos.arquivoId))
    .where(onlyId === undefined ? undefined : eq(resumos.id, onlyId))
    .orderBy(asc(modulos.id), asc(materias.nome), asc(resumos.id));
  return rows.map(({ tamanho, mime, url, ...r }) => ({
    ...r,
    url: tamanho === null ? url : null,
    arquivo: tamanho === null || mime === null ? null : { tamanho, mime },
  }));
}

/** One resumo as the list shows it, after a write. */
export async function getAdminResumo(db: Db, id: number): Promise<AdminResumo> {
  const [row] = await listAdminResumos(db, id);
  if (!row) throw new AppError('RESUMO_NOT_FOUND');
  return row;
}
