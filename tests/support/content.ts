import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { aulasDaMateria, materias, modulos, questoes, users } from '../../src/server/db/schema.js';

const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * A small known question bank: module 1, a free subject with two lessons and `perMateria` questions,
 * a premium subject, a practical subject, and an empty theoretical subject. Answer keys cycle A..E.
 */
export async function createContent(db: Db, perMateria = 12) {
  const [modulo] = await db.insert(modulos).values({ nome: 'Básico' }).returning();
  const [free, premium, pratica, vazia] = await db
    .insert(materias)
    .values([
      { nome: 'Gratuita Teste', moduloId: modulo!.id, tipo: 'teorica', isFree: true },
      { nome: 'Premium Teste', moduloId: modulo!.id, tipo: 'teorica', isFree: false },
      { nome: 'Prática Teste', moduloId: modulo!.id, tipo: 'pratica', isFree: false },
      { nome: 'Vazia Teste', moduloId: modulo!.id, tipo: 'teorica', isFree: true },
    ])
    .returning();
  const [aula1, aula2, aulaInativa] = await db
    .insert(aulasDaMateria)
    .values([
      { materiaId: free!.id, titulo: 'Aula 1', ordem: 1 },
      { materiaId: free!.id, titulo: 'Aula 2', ordem: 2 },
      { materiaId: free!.id, titulo: 'Aula antiga', ordem: 3, ativo: false },
    ])
    .returning();

  const make = (materiaId: number, n: number, aulaOf: (i: number) => number | null) =>
    Array.from({ length: n }, (_, i) => ({
      materiaId,
      aulaId: aulaOf(i),
      enunciado: `<p>Questão ${i + 1} da matéria ${materiaId}</p>`,
      alternativaA: 'Alternativa A',
      alternativaB: 'Alternativa B',
      alternativaC: 'Alternativa C',
      alternativaD: 'Alternativa D',
      alternativaE: 'Alternativa E',
      respostaCorreta: LETTERS[i % 5]!,
    }));
  const freeQs = await db
    .insert(questoes)
    .values(make(free!.id, perMateria, (i) => (i % 2 === 0 ? aula1!.id : aula2!.id)))
    .returning({ id: questoes.id, respostaCorreta: questoes.respostaCorreta, aulaId: questoes.aulaId });
  const premiumQs = await db
    .insert(questoes)
    .values(make(premium!.id, 6, () => null))
    .returning({ id: questoes.id, respostaCorreta: questoes.respostaCorreta, aulaId: questoes.aulaId });

  return {
    modulo: modulo!,
    free: free!,
    premium: premium!,
    pratica: pratica!,
    vazia: vazia!,
    aulas: { aula1: aula1!, aula2: aula2!, aulaInativa: aulaInativa! },
    freeQs,
    premiumQs,
  };
}

/** Gives the user with this e-mail an active subscription (or takes it away with `null`). */
export async function setSubscription(db: Db, email: string, dataExpiracao: Date | null) {
  await db.update(users).set({ dataExpiracao }).where(eq(users.email, email));
}

/** The wrong letter for a question whose key is `key`. */
export function wrongLetter(key: string): 'A' | 'B' {
  return key === 'A' ? 'B' : 'A';
}
