import type { QuestaoSeed } from '../types.js';
import { QUESTOES_DIREITO_ADMINISTRATIVO } from './direito-administrativo.js';
import { QUESTOES_DIREITO_CIVIL } from './direito-civil.js';
import { QUESTOES_DIREITO_CONSTITUCIONAL } from './direito-constitucional.js';
import { QUESTOES_DIREITO_PENAL } from './direito-penal.js';
import { QUESTOES_LEGISLACAO_PM } from './legislacao-pm.js';
import { QUESTOES_LINGUA_PORTUGUESA } from './lingua-portuguesa.js';
import { QUESTOES_MATEMATICA } from './matematica.js';
import { QUESTOES_SAT } from './sat.js';

/** Questions keyed by subject name (`MATERIAS[].nome`). */
export const QUESTOES_POR_MATERIA: Record<string, QuestaoSeed[]> = {
  SAT: QUESTOES_SAT,
  'Língua Portuguesa': QUESTOES_LINGUA_PORTUGUESA,
  Matemática: QUESTOES_MATEMATICA,
  'Direito Constitucional': QUESTOES_DIREITO_CONSTITUCIONAL,
  'Direito Civil': QUESTOES_DIREITO_CIVIL,
  'Direito Penal': QUESTOES_DIREITO_PENAL,
  'Direito Administrativo': QUESTOES_DIREITO_ADMINISTRATIVO,
  'Legislação Institucional PM': QUESTOES_LEGISLACAO_PM,
};
