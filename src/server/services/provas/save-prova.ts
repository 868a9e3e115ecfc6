import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Prova, ProvaInput } from '../../../shared/schemas/provas.js';
import type { Db } from '../../db/client.js';
import { materias, provas } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { getProva } from './get-prova.js';
import { saoPauloToInstant } from './sao-paulo-time.js';

/** The row values of a prova: titulo is the subject's name (SPEC §3), data the São Paulo time as an instant. */
async function rowValues(db: Db, input: ProvaInput) {
  const [materia] = await db.select({ nome: materias.nome }).from(materias).where(eq(materias.id, input.materiaId));
  if (!materia) throw new AppError('MATERIA_NOT_FOUND', { materiaId: messages.materiaNotFound });
  return {
    materiaId: input.materiaId,
    titulo: materia.nome,
    data: saoPauloToInstant(input.data, input.hora),
    descricao: input.descricao,
  };
}

/** 'Criar' in the 'Nova Prova' modal. */
export async function createProva({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: ProvaInput;
}): Promise<Prova> {
  const values = await rowValues(db, input);
  const [row] = await db
    .insert(provas)
    .values({ userId, ...values })
    .returning({ id: provas.id });
  return getProva({ db, userId, provaId: row!.id });
}

/** 'Atualizar': only the owner's prova changes; any other id is 404 and nothing is written. */
export async function updateProva({
  db,
  userId,
  provaId,
  input,
}: {
  db: Db;
  userId: string;
  provaId: number;
  input: ProvaInput;
}): Promise<Prova> {
  const values = await rowValues(db, input);
  const [row] = await db
    .update(provas)
    .set(values)
    .where(and(eq(provas.id, provaId), eq(provas.userId, userId)))
    .returning({ id: provas.id });
  if (!row) throw new AppError('PROVA_NOT_FOUND');
  return getProva({ db, userId, provaId });
}
