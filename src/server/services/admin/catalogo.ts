import { asc } from 'drizzle-orm';
import type { AdminCatalogo } from '../../../shared/schemas/admin-catalogo.js';
import type { Db } from '../../db/client.js';
import { aulasDaMateria, bancas, materias, modulos } from '../../db/schema.js';

/** Módulos by id, matérias by name, aulas by matéria and position, bancas by name: the order the selects show. */
export async function readCatalogo(db: Db): Promise<AdminCatalogo> {
  const [mods, mats, aulas, bancaRows] = await Promise.all([
    db.select({ id: modulos.id, nome: modulos.nome }).from(modulos).orderBy(asc(modulos.id)),
    db
      .select({
        id: materias.id,
        nome: materias.nome,
        moduloId: materias.moduloId,
        tipo: materias.tipo,
        isFree: materias.isFree,
      })
      .from(materias)
      .orderBy(asc(materias.nome), asc(materias.id)),
    db
      .select({
        id: aulasDaMateria.id,
        materiaId: aulasDaMateria.materiaId,
        titulo: aulasDaMateria.titulo,
        ordem: aulasDaMateria.ordem,
        ativo: aulasDaMateria.ativo,
      })
      .from(aulasDaMateria)
      .orderBy(asc(aulasDaMateria.materiaId), asc(aulasDaMateria.ordem)),
    db.select({ id: bancas.id, nome: bancas.nome, ativo: bancas.ativo }).from(bancas).orderBy(asc(bancas.nome)),
  ]);
  return { modulos: mods, materias: mats, aulas, bancas: bancaRows };
}
