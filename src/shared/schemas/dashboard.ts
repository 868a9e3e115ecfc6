import { z } from 'zod';
import { TIPOS_SIMULADO } from './simulados.js';

/** How many items each dashboard list shows (SPEC §9: 'Dashboard lists show 3 items'). */
export const DASHBOARD_LIST_SIZE = 3;

const materiaRef = z.object({ id: z.number(), nome: z.string() });

/**
 * Why the ranking card has no position: no edital on the profile (link /perfil), hidden from the ranking
 * by the student's own choice (link /perfil), or not yet notas in both modules (link /notas).
 */
export const RANKING_AUSENTE = ['sem_edital', 'oculto', 'sem_notas'] as const;
export type RankingAusente = (typeof RANKING_AUSENTE)[number];

/**
 * GET /api/dashboard: everything /dashboard shows (SPEC §2), in one answer. Averages are rounded to one
 * decimal and null when there is nothing to average; instants are ISO strings; nota dates are days.
 */
export const dashboardSchema = z.object({
  nome: z.string(),
  assinatura: z.object({
    dataExpiracao: z.string().nullable(),
    /** Calendar days until the expiry by the server's clock; the page recomputes it in the student's own day. */
    diasRestantes: z.number().nullable(),
  }),
  estatisticas: z.object({
    mediaGeral: z.number().nullable(),
    mediaBasico: z.number().nullable(),
    mediaEspecifico: z.number().nullable(),
    simulados: z.number(),
  }),
  acertos: z.object({ questoes: z.number(), acertos: z.number(), erros: z.number() }),
  ranking: z.discriminatedUnion('classificado', [
    z.object({ classificado: z.literal(true), posicao: z.number(), total: z.number(), media: z.number() }),
    z.object({ classificado: z.literal(false), motivo: z.enum(RANKING_AUSENTE) }),
  ]),
  ultimasNotas: z.array(
    z.object({
      id: z.number(),
      nota: z.number(),
      /** The day of the nota, YYYY-MM-DD. */
      data: z.string(),
      descricao: z.string().nullable(),
      materia: materiaRef,
    }),
  ),
  proximasProvas: z.array(
    z.object({
      id: z.number(),
      titulo: z.string(),
      /** The instant of the prova (ISO, UTC). */
      data: z.string(),
      descricao: z.string().nullable(),
      materia: materiaRef,
    }),
  ),
  ultimosSimulados: z.array(
    z.object({
      id: z.number(),
      /** 'revisao': a review session, shown as 'Revisão' (its materia is null); 'caderno': its caderno's name. */
      tipo: z.enum(TIPOS_SIMULADO),
      data: z.string(),
      nota: z.number(),
      questoesRespondidas: z.number(),
      acertos: z.number(),
      materia: materiaRef.nullable(),
      /** A 'caderno' simulado's caderno name (null for the others, or once the caderno is deleted). */
      cadernoNome: z.string().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardRanking = Dashboard['ranking'];
