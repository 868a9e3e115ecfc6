import { eq } from 'drizzle-orm';
import type { ProvaMaterias } from '../../../shared/schemas/provas.js';
import type { Db } from '../../db/client.js';
import { materias, modulos } from '../../db/schema.js';

// Sorted here, not by the database, whose collation differs between servers ('Prática' before 'Premium').
const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * The subjects the 'Matéria' select offers: all of them, free or premium, theoretical or practical — a
 * student sits the exams of every subject, whatever they practise here.
 */
export async function listProvaMaterias({ db }: { db: Db }): Promise<ProvaMaterias> {
  const rows = await db
    .select({ id: materias.id, nome: materias.nome, moduloNome: modulos.nome })
    .from(materias)
    .innerJoin(modulos, eq(modulos.id, materias.moduloId));
  return { materias: rows.sort((a, b) => byName.compare(a.nome, b.nome) || a.id - b.id) };
}
