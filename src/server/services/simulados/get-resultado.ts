import { and, asc, eq } from 'drizzle-orm';
import { computeNota } from '../../../shared/rules/simulado.js';
import type { MateriaResumo, Resultado } from '../../../shared/schemas/simulados.js';
import type { Db } from '../../db/client.js';
import { cadernos, materias, modulos, questoes, respostasUsuario, simulados } from '../../db/schema.js';
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
      tipo: simulados.tipo,
      data: simulados.data,
      nota: simulados.nota,
      questoesRespondidas: simulados.questoesRespondidas,
      acertos: simulados.acertos,
      acertosSemEspiar: simulados.acertosSemEspiar,
      prazo: simulados.prazo,
      foraDoPrazo: simulados.foraDoPrazo,
      cebraspe: simulados.cebraspe,
      materia: materiaResumoColumns,
      cadernoId: cadernos.id,
      cadernoNome: cadernos.nome,
    })
    .from(simulados)
    // A review session ('revisao') and a caderno's simulado ('caderno') have no subject of their own.
    .leftJoin(materias, eq(materias.id, simulados.materiaId))
    .leftJoin(modulos, eq(modulos.id, materias.moduloId))
    .leftJoin(cadernos, eq(cadernos.id, simulados.cadernoId))
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

  const { cadernoId, cadernoNome, ...rest } = simulado;
  return {
    ...rest,
    materia: toMateriaResumo(simulado.materia),
    caderno: cadernoId === null || cadernoNome === null ? null : { id: cadernoId, nome: cadernoNome },
    data: simulado.data.toISOString(),
    prazo: simulado.prazo?.toISOString() ?? null,
    notaSemEspiar: computeNota(simulado.acertosSemEspiar, simulado.questoesRespondidas),
    questoes: review.map((row) => ({
      ...toQuestaoSimulado(row),
      resposta: row.resposta,
      correta: row.correta,
      espiada: row.espiada,
    })),
  };
}

/** The left-joined subject: all columns null for a review session, which has none. */
function toMateriaResumo(m: { [K in keyof MateriaResumo]: MateriaResumo[K] | null } | null): MateriaResumo | null {
  if (!m || m.id === null || m.nome === null || m.moduloId === null || m.moduloNome === null || m.isFree === null) {
    return null;
  }
  return { id: m.id, nome: m.nome, moduloId: m.moduloId, moduloNome: m.moduloNome, isFree: m.isFree };
}
