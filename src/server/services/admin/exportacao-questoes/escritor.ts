import type { AdminQuestao } from '../../../../shared/schemas/admin-questoes.js';
import { caminhoDaCategoria } from '../importacao-questoes/formatos/categoria.js';
import { tagsDaFonte } from '../importacao-questoes/formatos/item-lido.js';

/** The bytes of our stored images (by id) that a page of questions shows, for a writer that embeds them. */
export type ImagensDoLote = ReadonlyMap<string, Uint8Array>;

/** A file format's writer: what opens the file, each question's text, and what closes it. */
export interface Escritor {
  extensao: string;
  contentType: string;
  inicio: string;
  /** Whether `questao` is given the stored images its questions show (Moodle XML embeds them). */
  embuteImagens?: boolean;
  /** The question's text, or null when the format cannot express it (Aiken and Certo/Errado). */
  questao: (q: AdminQuestao, imagens: ImagensDoLote) => string | null;
  fim: string;
}

/** The alternatives a question has, in letter order, with the index of the right one. */
export function alternativasDe(q: AdminQuestao): { textos: string[]; certa: number } {
  const textos = [q.alternativaA, q.alternativaB, q.alternativaC, q.alternativaD, q.alternativaE].flatMap((t) =>
    t === null ? [] : [t],
  );
  return { textos, certa: 'ABCDE'.indexOf(q.respostaCorreta) };
}

/** The source and image as the tags the import reads back ('banca:VUNESP', 'ano:2023'). */
export function tagsDe(q: AdminQuestao): string[] {
  return tagsDaFonte({
    banca: q.bancaNome ?? undefined,
    orgao: q.orgao ?? undefined,
    ano: q.ano === null ? undefined : String(q.ano),
    cargo: q.cargo ?? undefined,
    imagem_url: q.imagemUrl ?? undefined,
  });
}

/**
 * Calls `escrever` with a question's category path when it differs from the last one written, so a file
 * of one matéria names it once (Moodle's category questions, GIFT's $CATEGORY lines).
 */
export function categorias() {
  let ultima: string | null = null;
  return (q: AdminQuestao): string | null => {
    const caminho = caminhoDaCategoria(q.materiaNome, q.aulaTitulo);
    if (caminho === ultima) return null;
    ultima = caminho;
    return caminho;
  };
}
