import { and, asc, eq } from 'drizzle-orm';
import type { Resultado } from '../../../shared/schemas/simulados.js';
import type { Db } from '../../db/client.js';
import { materias, modulos, questoes, respostasUsuario, simulados } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { materiaResumoColumns } from '../materias/materia-access.js';
import { questaoSimuladoColumns, toQuestaoSimulado } from './questao-columns.js';

/** One simulado of its owner with the per-question review; 404 for anyone else. */
export async function getResultado({
  db,
  userId,
  simuladoId,
}: {
  db: Db;
  userId: string;
  simuladoId: number;
}): Promise<Resultado> {
  const [simulado] = await db
    .select({
      id: simulados.id,
      data: simulados.data,
      nota: simulados.nota,
      questoesRespondidas: simulados.questoesRespondidas,
      acertos: simulados.acertos,
      materia: materiaResumoColumns,
    })
    .from(simulados)
    .innerJoin(materias, eq(materias.id, simulados.materiaId))
    .innerJoin(modulos, eq(modulos.id, materias.moduloId))
    .where(and(eq(simulados.id, simuladoId), eq(simulados.userId, userId)));
  if (!simulado) throw new AppError('SIMULADO_NOT_FOUND');

  const review = await db
    .select({
      ...questaoSimuladoColumns,
      resposta: respostasUsuario.resposta,
      correta: respostasUsuario.correta,
      espiada: respostasUsuario.espiada,
    })
    .from(respostasUsuario)
    .innerJoin(questoes, eq(questoes.id, respostasUsuario.questaoId))
    .where(eq(respostasUsuario.simuladoId, simulado.id))
    .orderBy(asc(respostasUsuario.id));

  return { ...simulado, data: simulado.data.toISOString(), questoes: review.map(toQuestaoSimulado) };
}
