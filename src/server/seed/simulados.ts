import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { letrasDoTipo, type QuestaoTipo } from '../../shared/rules/questao.js';
import type { Letter } from '../../shared/schemas/simulados.js';
import { userColumns } from '../auth/session-row.js';
import type { SessionUser } from '../context.js';
import type { Db } from '../db/client.js';
import { materias, questoes, questoesStatus, simulados, users } from '../db/schema.js';
import { saveSimulado } from '../services/simulados/save-simulado.js';
import type { SimuladoDemo } from './content/simulados.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Saves `lista` for the student with `email` through the app's own save, so every record a real
 * simulado leaves (answers, status, statistics, honest counters, FSRS review cards) is there and
 * consistent; then dates each simulado and its answers `diasAtras` days back. The cards are planned at
 * that date too, so the first ones are due today.
 */
export async function seedDemoSimulados(db: Db, email: string, lista: SimuladoDemo[], now: Date): Promise<void> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`Seed: usuário "${email}" não encontrado`);
  for (const demo of lista) {
    const [materia] = await db.select({ id: materias.id }).from(materias).where(eq(materias.nome, demo.materia));
    if (!materia) throw new Error(`Seed: Matéria "${demo.materia}" não encontrada`);
    const rows = await db
      .select({ id: questoes.id, correta: questoes.respostaCorreta, tipo: questoes.tipo })
      .from(questoes)
      .where(eq(questoes.materiaId, materia.id))
      .orderBy(asc(questoes.id))
      .limit(demo.questoes);
    if (rows.length < demo.questoes) throw new Error(`Seed: "${demo.materia}" tem menos de ${demo.questoes} questões`);
    const respostas = rows.map((q, i) => ({
      questaoId: q.id,
      resposta: demo.erradas.includes(i) ? wrongLetter(q.tipo, q.correta as Letter) : (q.correta as Letter),
      espiada: demo.espiadas.includes(i),
    }));
    const when = new Date(now.getTime() - demo.diasAtras * DAY_MS);
    const { id } = await saveSimulado({
      db,
      user: user as SessionUser,
      input: { clientKey: randomUUID(), materiaId: materia.id, respostas },
      now: when,
    });
    await db.update(simulados).set({ data: when }).where(eq(simulados.id, id));
    await db
      .update(questoesStatus)
      .set({ respondidaEm: when, primeiraEm: when })
      .where(
        and(
          eq(questoesStatus.userId, user.id),
          inArray(
            questoesStatus.questaoId,
            rows.map((q) => q.id),
          ),
        ),
      );
  }
}

/** The next letter of the question's kind after the right one (Certo/Errado: the other one). */
function wrongLetter(tipo: QuestaoTipo, right: Letter): Letter {
  const letras = letrasDoTipo(tipo);
  return letras[(letras.indexOf(right) + 1) % letras.length]!;
}
