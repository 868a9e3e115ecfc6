import type { MateriaSeed } from './types.js';

const aulas = (...titulos: string[]) => titulos.map((titulo, i) => ({ titulo, ordem: i + 1, ativo: true }));

export const MATERIAS: MateriaSeed[] = [
  // Módulo 1 — Básico
  {
    nome: 'SAT',
    moduloId: 1,
    tipo: 'teorica',
    isFree: true,
    aulas: aulas(
      'Atendimento ao Cidadão',
      'Números de Emergência e Atendimento Prioritário',
      'Comunicação Operacional via Rádio',
    ),
  },
  {
    nome: 'Língua Portuguesa',
    moduloId: 1,
    tipo: 'teorica',
    isFree: false,
    aulas: aulas(
      'Ortografia e Acentuação',
      'Concordância e Regência',
      'Crase, Pontuação e Colocação Pronominal',
      'Semântica e Classes de Palavras',
    ),
  },
  {
    nome: 'Matemática',
    moduloId: 1,
    tipo: 'teorica',
    isFree: false,
    aulas: aulas(
      'Razão, Proporção e Porcentagem',
      'Equações e Funções',
      'Geometria Plana e Espacial',
      'Estatística e Probabilidade',
    ),
  },
  {
    nome: 'Direito Constitucional',
    moduloId: 1,
    tipo: 'teorica',
    isFree: true,
    aulas: aulas(
      'Princípios Fundamentais',
      'Direitos e Garantias Fundamentais',
      'Organização do Estado e Segurança Pública',
    ),
  },
  { nome: 'Educação Física', moduloId: 1, tipo: 'pratica', isFree: false, aulas: [] },

  // Módulo 2 — Específico
  {
    nome: 'Direito Civil',
    moduloId: 2,
    tipo: 'teorica',
    isFree: true,
    aulas: aulas(
      'LINDB e Pessoas Naturais',
      'Pessoas Jurídicas, Domicílio e Bens',
      'Negócio Jurídico, Prescrição e Responsabilidade Civil',
    ),
  },
  {
    nome: 'Direito Penal',
    moduloId: 2,
    tipo: 'teorica',
    isFree: false,
    aulas: aulas(
      'Aplicação da Lei Penal e Teoria do Crime',
      'Crimes contra a Pessoa e contra o Patrimônio',
      'Crimes contra a Administração Pública',
    ),
  },
  {
    nome: 'Direito Administrativo',
    moduloId: 2,
    tipo: 'teorica',
    isFree: false,
    aulas: [
      ...aulas(
        'Princípios e Organização da Administração',
        'Poderes e Atos Administrativos',
        'Agentes Públicos, Responsabilidade Civil e Improbidade',
      ),
      // An inactive lesson, so the admin screens and the lesson filter have one to show.
      { titulo: 'Licitações e Contratos (em revisão)', ordem: 4, ativo: false },
    ],
  },
  {
    nome: 'Legislação Institucional PM',
    moduloId: 2,
    tipo: 'teorica',
    isFree: false,
    aulas: aulas(
      'A Polícia Militar na Constituição',
      'Hierarquia, Disciplina e Justiça Militar',
      'Uso da Força e Atuação Policial',
    ),
  },
  { nome: 'Tiro Policial', moduloId: 2, tipo: 'pratica', isFree: false, aulas: [] },
];
