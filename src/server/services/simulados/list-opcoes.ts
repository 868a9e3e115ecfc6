import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OpcoesResponse } from '../../../shared/schemas/simulados.js';
import { hasActiveSubscription } from '../../auth/middleware.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { aulasDaMateria, bancas, materias, modulos } from '../../db/schema.js';
import { readFiltros } from './filtros-lembrados.js';
import { materiaResumoColumns } from '../materias/materia-access.js';

/** What the configuration screen offers: modules, the theoretical subjects the user may practise, their active lessons. */
export async function listOpcoes({ db, user }: { db: Db; user: SessionUser }): Promise<OpcoesResponse> {
  const assinante = hasActiveSubscription(user);
  const [modulosRows, materiasRows, bancasRows, filtros] = await Promise.all([
    db.select({ id: modulos.id, nome: modulos.nome }).from(modulos).orderBy(asc(modulos.id)),
    db
      .select(materiaResumoColumns)
      .from(materias)
      .innerJoin(modulos, eq(modulos.id, materias.moduloId))
      .where(and(eq(materias.tipo, 'teorica'), assinante ? undefined : eq(materias.isFree, true)))
      .orderBy(asc(materias.nome)),
    db
      .select({ id: bancas.id, nome: bancas.nome })
      .from(bancas)
      .where(eq(bancas.ativo, true))
      .orderBy(asc(bancas.nome)),
    readFiltros(db, user.id),
  ]);
  const ids = materiasRows.map((m) => m.id);
  const aulas =
    ids.length === 0
      ? []
      : await db
          .select({
            id: aulasDaMateria.id,
            materiaId: aulasDaMateria.materiaId,
            titulo: aulasDaMateria.titulo,
            ordem: aulasDaMateria.ordem,
          })
          .from(aulasDaMateria)
          .where(and(inArray(aulasDaMateria.materiaId, ids), eq(aulasDaMateria.ativo, true)))
          .orderBy(asc(aulasDaMateria.materiaId), asc(aulasDaMateria.ordem));
  return { assinante, modulos: modulosRows, materias: materiasRows, aulas, bancas: bancasRows, filtros };
}
