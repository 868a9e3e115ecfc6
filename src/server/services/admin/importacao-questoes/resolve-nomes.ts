import { asc, eq } from 'drizzle-orm';
import { importacaoMessages as msg } from '../../../../shared/schemas/admin-importacao-questoes.js';
import type { Db } from '../../../db/client.js';
import { aulasDaMateria, bancas, materias, modulos } from '../../../db/schema.js';

interface MateriaRow {
  id: number;
  nome: string;
  tipo: 'teorica' | 'pratica';
  modulo: string;
}
interface BancaRow {
  id: number;
  nome: string;
}
interface AulaRow {
  id: number;
  materiaId: number;
  titulo: string;
  ordem: number;
}

export type Resolved<T> = { ok: true; value: T } | { ok: false; erro: string };

/** Case, accents and repeated spaces do not tell two names apart: 'lingua  portuguesa' = 'Língua Portuguesa'. */
export function nameKey(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const DIGITS = /^\d{1,9}$/;

/**
 * The matérias and aulas of the bank, read once per file, and the rules that turn a row's 'materia' and
 * 'aula' cells into ids: a matéria by id or by name among the teóricas (a name two módulos share must be
 * given by id), an aula by its ordem or título within that matéria.
 */
export async function loadNomes(db: Pick<Db, 'select'>) {
  const [materiaRows, aulaRows, bancaRows] = await Promise.all([
    db
      .select({ id: materias.id, nome: materias.nome, tipo: materias.tipo, modulo: modulos.nome })
      .from(materias)
      .innerJoin(modulos, eq(modulos.id, materias.moduloId))
      .orderBy(asc(materias.id)),
    db
      .select({
        id: aulasDaMateria.id,
        materiaId: aulasDaMateria.materiaId,
        titulo: aulasDaMateria.titulo,
        ordem: aulasDaMateria.ordem,
      })
      .from(aulasDaMateria),
    db.select({ id: bancas.id, nome: bancas.nome }).from(bancas),
  ]);
  return new NomesDoBanco(materiaRows, aulaRows, bancaRows);
}

export class NomesDoBanco {
  private readonly byId = new Map<number, MateriaRow>();
  private readonly byName = new Map<string, MateriaRow[]>();
  private readonly aulasByMateria = new Map<number, AulaRow[]>();
  private readonly bancasByName: Map<string, BancaRow>;

  constructor(materiaRows: MateriaRow[], aulaRows: AulaRow[], bancaRows: BancaRow[] = []) {
    this.bancasByName = new Map(bancaRows.map((b) => [nameKey(b.nome), b]));
    for (const m of materiaRows) {
      this.byId.set(m.id, m);
      const key = nameKey(m.nome);
      this.byName.set(key, [...(this.byName.get(key) ?? []), m]);
    }
    for (const a of aulaRows)
      this.aulasByMateria.set(a.materiaId, [...(this.aulasByMateria.get(a.materiaId) ?? []), a]);
  }

  materia(cell: string): Resolved<MateriaRow> {
    const value = cell.trim();
    if (value === '') return { ok: false, erro: msg.materiaAusente };
    if (DIGITS.test(value)) {
      const m = this.byId.get(Number(value));
      if (!m) return { ok: false, erro: msg.materiaIdNaoEncontrada(value) };
      return m.tipo === 'teorica' ? { ok: true, value: m } : { ok: false, erro: msg.materiaPratica(m.nome) };
    }
    const all = this.byName.get(nameKey(value)) ?? [];
    const teoricas = all.filter((m) => m.tipo === 'teorica');
    if (teoricas.length === 1) return { ok: true, value: teoricas[0]! };
    if (teoricas.length > 1) {
      const opcoes = teoricas.map((m) => `${m.modulo}: id ${m.id}`).join('; ');
      return { ok: false, erro: msg.materiaAmbigua(value, opcoes) };
    }
    if (all.length > 0) return { ok: false, erro: msg.materiaPratica(all[0]!.nome) };
    return { ok: false, erro: msg.materiaNaoEncontrada(value) };
  }

  /**
   * An empty cell is no banca (Bizu's own question); a name is found as the matérias are, without case or
   * accents ('cebraspe' = 'CEBRASPE'). An inactive banca still counts: it only leaves the form's list.
   */
  banca(cell: string): Resolved<BancaRow | null> {
    const value = cell.trim();
    if (value === '') return { ok: true, value: null };
    const banca = this.bancasByName.get(nameKey(value));
    return banca ? { ok: true, value: banca } : { ok: false, erro: msg.bancaNaoEncontrada(value) };
  }

  /** An empty cell is no aula (allowed); a number is the aula's ordem, anything else its título. */
  aula(cell: string, materia: MateriaRow): Resolved<AulaRow | null> {
    const value = cell.trim();
    if (value === '') return { ok: true, value: null };
    const aulas = this.aulasByMateria.get(materia.id) ?? [];
    const byOrdem = DIGITS.test(value) ? aulas.find((a) => a.ordem === Number(value)) : undefined;
    if (byOrdem) return { ok: true, value: byOrdem };
    const byTitulo = aulas.filter((a) => nameKey(a.titulo) === nameKey(value));
    if (byTitulo.length === 1) return { ok: true, value: byTitulo[0]! };
    if (byTitulo.length > 1) return { ok: false, erro: msg.aulaAmbigua(value) };
    return { ok: false, erro: msg.aulaNaoEncontrada(value, materia.nome) };
  }
}
