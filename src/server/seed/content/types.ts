export type Letra = 'A' | 'B' | 'C' | 'D' | 'E';
export type ModuloId = 1 | 2;

export interface ModuloSeed {
  id: ModuloId;
  nome: string;
}

export interface AulaSeed {
  titulo: string;
  ordem: number;
  ativo: boolean;
}

export interface MateriaSeed {
  nome: string;
  moduloId: ModuloId;
  tipo: 'teorica' | 'pratica';
  isFree: boolean;
  /** Only theoretical subjects have lessons; practical ones exist only for the grade log. */
  aulas: AulaSeed[];
}

/** Where a seed question came from: a banca of BANCAS (content/bancas.ts) and, optionally, the exam. */
export interface FonteSeed {
  banca: string;
  orgao?: string;
  ano?: number;
  cargo?: string;
}

interface QuestaoSeedBase {
  /** `ordem` of a lesson of the same subject; resolved to its id at insert time. */
  aula: number;
  /** HTML. */
  enunciado: string;
  imagemUrl?: string;
  /** 'Comentário do professor' (HTML), shown after the student answers. */
  comentario?: string;
  /** Left out: a question of Bizu's own ('Inédita'). */
  fonte?: FonteSeed;
  anulada?: { nota: string };
  desatualizada?: boolean;
}

/** A question of one of the three kinds (issue 33 §3); five alternatives when `tipo` is left out. */
export type QuestaoSeed = QuestaoSeedBase &
  (
    | { tipo?: 'multipla5'; alternativas: readonly [string, string, string, string, string]; resposta: Letra }
    | { tipo: 'multipla4'; alternativas: readonly [string, string, string, string]; resposta: 'A' | 'B' | 'C' | 'D' }
    | { tipo: 'certo_errado'; resposta: 'C' | 'E' }
  );

export interface EditalSeed {
  numero: string;
  descricao: string | null;
  ativo: boolean;
}

export interface UnidadeSeed {
  sigla: string;
  nome: string;
  ativo: boolean;
}

export interface ResumoSecao {
  titulo: string;
  /** Each entry is one paragraph; entries starting with '• ' are list items. */
  paragrafos: string[];
}

export interface ResumoSeed {
  materia: string;
  titulo: string;
  /** HTML under the title on /resumos, within the questions' allow-list (as the admin form stores it). */
  descricao?: string;
  slug: string;
  secoes: ResumoSecao[];
}

export interface NotaSeed {
  materia: string;
  nota: number;
  /** Days before the seed date, so the demo always looks recent. */
  diasAtras: number;
  descricao?: string;
}

export interface AlunoSeed {
  nome: string;
  email: string;
  edital: string | null;
  unidade: string | null;
  qra: string | null;
  whatsapp: string | null;
  showInRanking: boolean;
  /** Days from the seed date until the subscription ends; null = never subscribed; negative = expired. */
  assinaturaDias: number | null;
  isAdmin: boolean;
  notas: NotaSeed[];
}
