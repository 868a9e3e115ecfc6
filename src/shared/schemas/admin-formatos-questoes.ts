import { z } from 'zod';
import { adminQuestoesQuerySchema } from './admin-questoes.js';

/**
 * Moodle's question formats beside the CSV (issue 34 §3, docs/decisions/0053): the import's format and
 * matéria fields, the limits of the new formats, the pt-BR warnings for what a file says that Bizu cannot
 * keep, and the export's query.
 */
export const FORMATOS_QUESTOES = ['csv', 'moodle_xml', 'gift', 'aiken'] as const;
export type FormatoQuestoes = (typeof FORMATOS_QUESTOES)[number];

export const FORMATO_LABELS: Record<FormatoQuestoes, string> = {
  csv: 'CSV',
  moodle_xml: 'Moodle XML',
  gift: 'GIFT',
  aiken: 'Aiken',
};

/** The import's multipart fields beside the file: the format ('auto' or empty: recognised) and the matéria. */
export const IMPORTACAO_CAMPO_FORMATO = 'formato';
export const IMPORTACAO_CAMPO_MATERIA = 'materia';
export const FORMATO_AUTOMATICO = 'auto';

/** Moodle XML, GIFT and Aiken: 10 MB a file (a CSV keeps its own 5 MB). */
export const IMPORTACAO_MAX_BYTES_MOODLE = 10 * 1024 * 1024;

/** The dialog's file picker: every extension the import reads. */
export const IMPORTACAO_ACCEPT = '.csv,.xml,.gift,.txt,text/csv,text/xml,application/xml,text/plain';

export const formatoMessages = {
  arquivoGrande: 'O arquivo deve ter no máximo 10 MB.',
  formatoInvalido: 'Formato inválido; use CSV, Moodle XML, GIFT ou Aiken.',
  formatoDesconhecido:
    'Não foi possível reconhecer o formato do arquivo. Escolha o formato (CSV, Moodle XML, GIFT ou Aiken) e tente novamente.',
  semQuestoes: 'O arquivo não tem nenhuma questão.',
  // A file that does not parse: the whole file is refused, with where.
  xmlInvalido: (linha: number, motivo: string) => `XML inválido na linha ${linha}: ${motivo}`,
  xmlSemQuiz: 'O arquivo XML não é um questionário do Moodle (falta o elemento <quiz>).',
  xmlDoctype: 'O arquivo XML declara um DOCTYPE ou entidades, o que não é aceito por segurança.',
  giftInvalido: (linha: number, motivo: string) => `GIFT inválido na linha ${linha}: ${motivo}`,
  aikenSemQuestoes: 'O arquivo não parece Aiken: nenhuma questão com alternativas "A." e linha "ANSWER:".',
  // Item errors (the item is skipped), shown after 'Linha N: '.
  tipoNaoSuportado: (tipo: string) => `o Bizu não tem questões do tipo ${tipo}; item ignorado`,
  semResposta: 'a questão não tem respostas',
  alternativasForaDoLimite: (n: number) =>
    `a questão tem ${n} ${n === 1 ? 'alternativa' : 'alternativas'}; o Bizu aceita 4 ou 5`,
  nenhumaCorreta: 'nenhuma alternativa vale 100%: falta a resposta correta',
  aikenSemAnswer: 'falta a linha "ANSWER:" com a letra da resposta correta',
  aikenLetraInvalida: (letra: string) => `a linha ANSWER indica "${letra}", que não é uma das alternativas`,
  aikenSemEnunciado: 'a questão não tem enunciado',
  // Warnings: the item is imported, without what Bizu cannot keep.
  avisoEmbaralhar: 'o arquivo pede alternativas embaralhadas; o Bizu mostra as alternativas na ordem do arquivo',
  avisoCreditoParcial: 'alternativas com crédito parcial viram incorretas (o Bizu só tem certo ou errado)',
  avisoVariasCorretas: (n: number) => `${n} alternativas valem 100%; só a primeira fica como resposta correta`,
  avisoFeedbackResposta: 'os comentários de cada alternativa não são importados (só o comentário geral)',
  avisoImagem: (nome: string) => `a imagem "${nome}" não está no arquivo e foi removida do texto`,
  imagemInvalida: (nome: string) =>
    `a imagem "${nome}" embutida no arquivo não é uma imagem aceita (PNG, JPEG, WebP ou GIF de até 5MB)`,
  avisoSubcategoria: (resto: string) => `subcategorias além da aula foram ignoradas (${resto})`,
  avisoEnunciadoLacuna: 'a questão tem texto depois das respostas (lacuna); ele foi juntado ao enunciado',
  avisoDicas: 'as dicas e a penalidade por tentativa não são importadas',
  // The export.
  exportFailed: 'Erro ao exportar questões',
  aikenOmitidas: (n: number) =>
    `${n === 1 ? '1 questão Certo/Errado ficou' : `${n} questões Certo/Errado ficaram`} de fora: o formato Aiken só tem múltipla escolha. Explicações e fontes também não cabem no Aiken.`,
} as const;

/** GET /api/admin/exportacao-questoes: the Questões list's filters (no page) and the format. */
export const exportacaoQuerySchema = adminQuestoesQuerySchema
  .omit({ page: true })
  .extend({ formato: z.enum(FORMATOS_QUESTOES, formatoMessages.formatoInvalido) });
export type ExportacaoQuery = z.output<typeof exportacaoQuerySchema>;
export type ExportacaoQueryInput = z.input<typeof exportacaoQuerySchema>;

/** Response headers of the export: how many questions the file holds, and how many it left out (Aiken). */
export const EXPORTACAO_HEADER_TOTAL = 'x-questoes-exportadas';
export const EXPORTACAO_HEADER_OMITIDAS = 'x-questoes-omitidas';
