import { asc, eq, or } from 'drizzle-orm';
import type { PerfilOpcoes } from '../../../shared/schemas/perfil.js';
import type { Db } from '../../db/client.js';
import { editais, unidades } from '../../db/schema.js';

/**
 * The choices of the /perfil selects: active editais by numero and active unidades by sigla (SPEC §7),
 * plus the student's own current ones if they were deactivated since, so the form can show and keep them.
 */
export async function listPerfilOpcoes({
  db,
  current,
}: {
  db: Db;
  current: { editalId: number | null; unidadeId: number | null };
}): Promise<PerfilOpcoes> {
  const editalFilter =
    current.editalId === null ? eq(editais.ativo, true) : or(eq(editais.ativo, true), eq(editais.id, current.editalId));
  const unidadeFilter =
    current.unidadeId === null
      ? eq(unidades.ativo, true)
      : or(eq(unidades.ativo, true), eq(unidades.id, current.unidadeId));
  const [editalRows, unidadeRows] = await Promise.all([
    db
      .select({ id: editais.id, numero: editais.numero, ativo: editais.ativo })
      .from(editais)
      .where(editalFilter)
      .orderBy(asc(editais.numero)),
    db
      .select({ id: unidades.id, sigla: unidades.sigla, ativo: unidades.ativo })
      .from(unidades)
      .where(unidadeFilter)
      .orderBy(asc(unidades.sigla)),
  ]);
  return { editais: editalRows, unidades: unidadeRows };
}
