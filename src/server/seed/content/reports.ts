import { DEMO_ACCOUNTS } from '../accounts.js';

export interface ReportSeed {
  /** Who reported (an e-mail of the demo people). */
  email: string;
  materia: string;
  /** Position of the question in that matéria's seed list. */
  questao: number;
  descricao: string;
  status: 'pendente' | 'em_analise' | 'resolvido' | 'rejeitado';
  diasAtras: number;
}

/**
 * A few error reports, so the admin 'Reports' tab and the student's 'Meus reports' show the workflow
 * on a fresh demo: one of each status, two of them by the demo student.
 */
export const REPORTS: ReportSeed[] = [
  {
    email: DEMO_ACCOUNTS.aluno,
    materia: 'Direito Constitucional',
    questao: 0,
    descricao: 'O gabarito parece trocado: a cidadania também é fundamento da República pelo art. 1º.',
    status: 'pendente',
    diasAtras: 1,
  },
  {
    email: DEMO_ACCOUNTS.aluno,
    materia: 'SAT',
    questao: 1,
    descricao: 'A alternativa C tem um erro de digitação em "usuário".',
    status: 'resolvido',
    diasAtras: 6,
  },
  {
    email: 'rafael.moura@example.com',
    materia: 'Língua Portuguesa',
    questao: 2,
    descricao: 'Duas alternativas completam as lacunas com as mesmas palavras.',
    status: 'em_analise',
    diasAtras: 3,
  },
  {
    email: DEMO_ACCOUNTS.assinante,
    materia: 'Direito Penal',
    questao: 0,
    descricao: 'Não seria o princípio da anterioridade em vez da legalidade?',
    status: 'rejeitado',
    diasAtras: 10,
  },
];
