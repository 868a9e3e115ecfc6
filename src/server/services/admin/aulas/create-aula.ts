import type { AdminAula, AulaInput } from '../../../../shared/schemas/admin-materias.js';
import type { Db } from '../../../db/client.js';
import { aulasDaMateria } from '../../../db/schema.js';
import { recordAudit } from '../audit.js';
import { assertMateriaTeorica, uniqueOrdemNaMateria } from './aula-rules.js';
import { listAulas } from './list-aulas.js';

export async function createAula(
  { db, adminUserId }: { db: Db; adminUserId: string },
  input: AulaInput,
): Promise<AdminAula> {
  return uniqueOrdemNaMateria(() =>
    db.transaction(async (tx) => {
      await assertMateriaTeorica(tx, input.materiaId);
      const [row] = await tx.insert(aulasDaMateria).values(input).returning();
      await recordAudit(tx, { adminUserId, entidade: 'aula', entidadeId: row!.id, acao: 'create', depois: row });
      const [created] = await listAulas(tx, { id: row!.id });
      return created!;
    }),
  );
}
