import type { FormatoTexto } from './texto-html.js';

/** An answer of a multiple-choice item: its HTML and Moodle's fraction (100 = fully right, 0 = wrong). */
export interface RespostaLida {
  html: string;
  fracao: number;
  /** Whether the answer carried feedback of its own (Bizu keeps only the general explanation). */
  temFeedback: boolean;
}

/**
 * An image embedded in the file (Moodle XML's `<file encoding="base64">`, referred to as
 * `@@PLUGINFILE@@/name`): checked, re-encoded and given our URL by imagens-embutidas.ts, and stored
 * when its question is imported (docs/decisions/0056).
 */
export interface ImagemEmbutida {
  nome: string;
  base64: string;
}

/** Where an item goes: the matéria (and aula) named by the file's category, by name. */
export interface CategoriaLida {
  materia: string;
  aula: string;
  avisos: string[];
}

/** What the file says of a question's source and image (Bizu's own tags: 'banca:VUNESP', 'ano:2023'). */
export type FonteLida = Partial<Record<'banca' | 'orgao' | 'ano' | 'cargo' | 'imagem_url', string>>;

interface ItemBase {
  /** The file's line where the item starts. */
  linha: number;
  categoria: CategoriaLida | null;
  enunciado: string;
  comentario: string;
  fonte: FonteLida;
  imagens: ImagemEmbutida[];
  erros: string[];
  avisos: string[];
}

/** One question of a Moodle XML, GIFT or Aiken file, before it becomes a row of the import. */
export type ItemLido = ItemBase &
  (
    | { tipo: 'multichoice'; respostas: RespostaLida[]; embaralhar: boolean }
    | { tipo: 'truefalse'; verdadeiro: boolean }
    /** A kind Bizu has no place for, named in pt-BR ('dissertação'): skipped with that reason. */
    | { tipo: 'nao_suportado'; nome: string }
  );

/** The HTML of a text field in the format it was written in, and the images it embeds. */
export interface TextoLido {
  texto: string;
  formato: FormatoTexto;
}

/** Tags of the form 'chave:valor' that carry the question's source (written by the export). */
const CHAVES_FONTE = ['banca', 'orgao', 'ano', 'cargo', 'imagem_url'] as const;

export function fonteDasTags(tags: readonly string[]): FonteLida {
  const fonte: FonteLida = {};
  for (const tag of tags) {
    const sep = tag.indexOf(':');
    const chave = tag.slice(0, sep).trim().toLowerCase();
    const found = CHAVES_FONTE.find((c) => c === chave);
    if (sep > 0 && found) fonte[found] = tag.slice(sep + 1).trim();
  }
  return fonte;
}

/** The tags the export writes for a question's source (the reverse of fonteDasTags). */
export function tagsDaFonte(fonte: FonteLida): string[] {
  return CHAVES_FONTE.flatMap((c) => (fonte[c] ? [`${c}:${fonte[c]}`] : []));
}
