import type { AdminMateria, MateriaInput } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { materias } from '../../../db/schema.js';
import { recordAudit } from '../audit.js';
import { listMaterias } from './list-materias.js';
import { assertModuloExists, uniqueNomeNoModulo } from './materia-rules.js';

export async function createMateria(
  { db, adminUserId }: { db: Db; adminUserId: string },
  input: MateriaInput,
): Promise<AdminMateria> {
  return uniqueNomeNoModulo(() =>
    db.transaction(async (tx) => {
      await assertModuloExists(tx, input.moduloId);
      const [row] = await tx.insert(materias).values(input).returning();
      await recordAudit(tx, { adminUserId, entidade: 'materia', entidadeId: row!.id, acao: 'create', depois: row });
      const [created] = await listMaterias(tx, { id: row!.id });
      return created!;
    }),
  );
}
