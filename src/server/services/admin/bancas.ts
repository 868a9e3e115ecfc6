import { asc, count, eq } from 'drizzle-orm';
import { bancaEmUsoMessage, messages } from '../../../shared/messages.js';
import type { AdminBanca, BancaInput } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { bancas, questoes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { recordAudit } from './audit.js';
import { refuseDuplicate } from './unique-violation.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
}
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const duplicada = () => new AppError('BANCA_DUPLICADA', { nome: messages.bancaNomeDuplicado });

/** How many questions name the banca (questoes_banca_idx answers it). */
async function questoesDaBanca(db: Pick<Db, 'select'>, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questoes).where(eq(questoes.bancaId, id));
  return row?.n ?? 0;
}

/** Every banca, active or not, by name, with how many questions name it. A few dozen rows. */
export async function listBancas(db: Db): Promise<AdminBanca[]> {
  const usos = db
    .select({ bancaId: questoes.bancaId, n: count().as('n') })
    .from(questoes)
    .groupBy(questoes.bancaId)
    .as('usos');
  const rows = await db
    .select({ id: bancas.id, nome: bancas.nome, ativo: bancas.ativo, questoes: usos.n })
    .from(bancas)
    .leftJoin(usos, eq(usos.bancaId, bancas.id))
    .orderBy(asc(bancas.nome));
  return rows.map((r) => ({ ...r, questoes: Number(r.questoes ?? 0) }));
}

/** The banca locked for the change, or 404. */
async function lockBanca(tx: Tx, id: number) {
  const [row] = await tx.select().from(bancas).where(eq(bancas.id, id)).for('update');
  if (!row) throw new AppError('BANCA_NOT_FOUND');
  return row;
}

export async function createBanca({ db, adminUserId }: AdminCtx, input: BancaInput): Promise<AdminBanca> {
  return refuseDuplicate(duplicada, () =>
    db.transaction(async (tx) => {
      const [depois] = await tx.insert(bancas).values(input).returning();
      await recordAudit(tx, { adminUserId, entidade: 'banca', entidadeId: depois!.id, acao: 'create', depois });
      return { ...depois!, questoes: 0 };
    }),
  );
}

/** Renames or (de)activates a banca; its questions keep it (an inactive banca only leaves the form's list). */
export async function updateBanca({ db, adminUserId }: AdminCtx, id: number, input: BancaInput): Promise<AdminBanca> {
  return refuseDuplicate(duplicada, () =>
    db.transaction(async (tx) => {
      const antes = await lockBanca(tx, id);
      const [depois] = await tx.update(bancas).set(input).where(eq(bancas.id, id)).returning();
      await recordAudit(tx, { adminUserId, entidade: 'banca', entidadeId: id, acao: 'update', antes, depois });
      return { ...depois!, questoes: await questoesDaBanca(tx, id) };
    }),
  );
}

/**
 * A banca questions name is kept: deleting it would turn them into 'Inédita' (and the foreign key
 * restricts it anyway), so the refusal counts them and says to deactivate it instead. The row is locked
 * first: a question saved with it reads it FOR KEY SHARE and waits for us.
 */
export async function deleteBanca({ db, adminUserId }: AdminCtx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await lockBanca(tx, id);
    const n = await questoesDaBanca(tx, id);
    if (n > 0) throw new AppError('BANCA_EM_USO', undefined, bancaEmUsoMessage(n));
    await tx.delete(bancas).where(eq(bancas.id, id));
    await recordAudit(tx, { adminUserId, entidade: 'banca', entidadeId: id, acao: 'delete', antes });
  });
}
