/**
 * The demo subscriber's finished simulados (issue 28 §3): a newcomer signing in as the subscriber sees
 * the dashboard's accuracy ring, the last simulados, a history and a few review cards instead of empty
 * states. Subjects no browser test plays, so the answer statistics those tests read stay their own.
 * Questions are the subject's first ones, by id; `erradas` and `espiadas` are their positions (0-based):
 * an answer in `erradas` is a wrong letter, one in `espiadas` is right after a peek.
 */
export interface SimuladoDemo {
  materia: string;
  diasAtras: number;
  questoes: number;
  erradas: number[];
  espiadas: number[];
}

export const SIMULADOS_DO_ASSINANTE: SimuladoDemo[] = [
  { materia: 'Matemática', diasAtras: 9, questoes: 10, erradas: [2, 7, 8], espiadas: [4] },
  { materia: 'Direito Administrativo', diasAtras: 5, questoes: 10, erradas: [1, 5], espiadas: [] },
  { materia: 'Legislação Institucional PM', diasAtras: 2, questoes: 10, erradas: [0, 3, 6, 9], espiadas: [8] },
];
