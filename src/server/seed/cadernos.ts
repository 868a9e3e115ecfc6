import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { anotacoes, cadernoQuestoes, cadernos, materias, questoes, users } from '../db/schema.js';

const MINUTE_MS = 60_000;

/** The demo subscriber's caderno (issue 33 §7): a few questions of their subjects, saved over a day. */
export const CADERNO_DEMO = {
  nome: 'Revisar antes da prova',
  /** How many questions of each subject (the first ones, by id). */
  porMateria: { 'Direito Constitucional': 3, 'Direito Penal': 2, SAT: 2 } as Record<string, number>,
  anotacao: 'Cai muito: rever o art. 5º da Constituição e as súmulas vinculantes antes da prova.',
};

/**
 * Gives the student with `email` the demo caderno and a note ('Minhas anotações') on its first
 * question. Subjects missing from the demo bank are skipped, so the seed's content can change freely.
 */
export async function seedDemoCaderno(db: Db, email: string, now: Date): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`Seed: usuário "${email}" não encontrado`);
  const nomes = Object.keys(CADERNO_DEMO.porMateria);
  const doBanco = await db
    .select({ id: questoes.id, materia: materias.nome })
    .from(questoes)
    .innerJoin(materias, eq(materias.id, questoes.materiaId))
    .where(inArray(materias.nome, nomes))
    .orderBy(asc(questoes.id));
  const escolhidas = nomes.flatMap((nome) =>
    doBanco
      .filter((q) => q.materia === nome)
      .slice(0, CADERNO_DEMO.porMateria[nome])
      .map((q) => q.id),
  );
  if (escolhidas.length === 0) return;

  const [caderno] = await db
    .insert(cadernos)
    .values({ userId: user.id, nome: CADERNO_DEMO.nome, questoes: escolhidas.length })
    .returning({ id: cadernos.id });
  await db.insert(cadernoQuestoes).values(
    escolhidas.map((questaoId, i) => ({
      cadernoId: caderno!.id,
      questaoId,
      // Saved a few minutes apart, the last one most recently.
      adicionadaEm: new Date(now.getTime() - (escolhidas.length - i) * 7 * MINUTE_MS),
    })),
  );
  await db.insert(anotacoes).values({ userId: user.id, questaoId: escolhidas[0]!, texto: CADERNO_DEMO.anotacao });
}
