import { count, eq } from 'drizzle-orm';
import { prazoDaProva } from '../../../shared/rules/simulado.js';
import {
  FILTROS_PADRAO,
  type QuestaoFiltros,
  type SelecaoResponse,
  type TipoFiltro,
} from '../../../shared/schemas/simulados.js';
import type { SessionUser } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readsTogether } from '../../db/reads-together.js';
import { questoes, simuladoSessoes } from '../../db/schema.js';
import { loadMateriaForUser } from '../materias/materia-access.js';
import { drawCandidates } from './draw-candidates.js';
import { readFiltros, rememberFiltros } from './filtros-lembrados.js';
import { readQuestoes } from './probe-questoes.js';
import { toQuestaoSimulado } from './questao-columns.js';

export interface SelecaoInput {
  materiaId: number;
  aulaIds: number[];
  quantidade: number;
  tipo: TipoFiltro;
  /** 'Tempo de prova': set for a timed simulado (issue 27 §4). */
  minutosPorQuestao?: number | undefined;
  /** Banca, years, origin, difficulty, annulled (issue 33); the defaults when left out. */
  filtros?: QuestaoFiltros | undefined;
}

/**
 * Picks the questions of a new simulado: the subject's questions (optionally of some lessons) that
 * match the type filter against the user's latest answers, a uniform random draw of the count in random
 * order (draw-candidates.ts). A timed
 * simulado also gets its session: the server's start and deadline (minutes per question × questions),
 * which the save is later held to.
 */
export async function selectQuestoes({
  db,
  user,
  input,
  now = new Date(),
}: {
  db: Db;
  user: SessionUser;
  input: SelecaoInput;
  now?: Date;
}): Promise<SelecaoResponse> {
  // The subject's check and the draw go side by side (a round trip fewer); nothing drawn is used, or
  // shown, unless the check passes.
  const [[materia, storedFiltros], { ids: chosen, read }] = await readsTogether(
    db,
    // The filters stored for the student come with the subject's check (a short read beside the draw).
    async () => [await loadMateriaForUser(db, input.materiaId, user), await readFiltros(db, user.id)] as const,
    () =>
      drawCandidates(
        db,
        {
          userId: user.id,
          materiaId: input.materiaId,
          aulaIds: input.aulaIds,
          tipo: input.tipo,
          filtros: input.filtros ?? FILTROS_PADRAO,
        },
        input.quantidade,
      ),
  );
  // The filters are remembered for the student's next visit (issue 33 §2), once the subject check passed.
  if (input.filtros) await rememberFiltros(db, user.id, input.filtros, storedFiltros);
  if (chosen.length === 0) {
    const filtered = JSON.stringify(input.filtros ?? FILTROS_PADRAO) !== JSON.stringify(FILTROS_PADRAO);
    const vazio = filtered ? await whyEmpty(db, materia.id, 'todas') : await whyEmpty(db, materia.id, input.tipo);
    return { materia, questoes: [], vazio, sessao: null };
  }

  // Sampling has read its questions already; the other ways read them here.
  const unread = chosen.filter((id) => !read.has(id));
  const rows = await readQuestoes(db, unread);
  const byId = new Map([...read.values(), ...rows].map((r) => [r.id, toQuestaoSimulado(r)]));
  const selected = chosen.flatMap((id) => byId.get(id) ?? []);
  return {
    materia,
    questoes: selected,
    vazio: null,
    sessao: await startTimedSession(db, user.id, materia.id, selected, input, now),
  };
}

/** The session of a timed simulado, over the questions in the order handed out; null without a limit. */
async function startTimedSession(
  db: Db,
  userId: string,
  materiaId: number,
  selected: Array<{ id: number }>,
  input: SelecaoInput,
  now: Date,
): Promise<SelecaoResponse['sessao']> {
  if (input.minutosPorQuestao === undefined || selected.length === 0) return null;
  const prazo = prazoDaProva(now, input.minutosPorQuestao, selected.length);
  const [sessao] = await db
    .insert(simuladoSessoes)
    .values({
      userId,
      materiaId,
      tipo: 'cronometrado',
      questaoIds: selected.map((q) => q.id),
      iniciadaEm: now,
      prazo,
    })
    .returning({ id: simuladoSessoes.id });
  if (!sessao) throw new Error('simulado session not created');
  return { id: sessao.id, prazo: prazo.toISOString(), agora: now.toISOString() };
}

async function whyEmpty(db: Db, materiaId: number, tipo: TipoFiltro): Promise<NonNullable<SelecaoResponse['vazio']>> {
  const [row] = await db.select({ n: count() }).from(questoes).where(eq(questoes.materiaId, materiaId));
  if (Number(row?.n ?? 0) === 0) return 'sem_questoes';
  return tipo === 'nao_resolvidas' ? 'todas_respondidas' : 'sem_questoes_filtro';
}
