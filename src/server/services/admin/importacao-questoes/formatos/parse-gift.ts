import { parse, type GIFTQuestion, type SyntaxError as GiftSyntaxError, type TextFormat } from 'gift-pegjs';
import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import { AppError } from '../../../../errors.js';
import { categoriaDoCaminho } from './categoria.js';
import { fonteDasTags, type CategoriaLida, type ItemLido } from './item-lido.js';
import { textoParaHtml, type FormatoTexto } from './texto-html.js';

const FORMATOS: Record<TextFormat['format'], FormatoTexto> = {
  html: 'html',
  markdown: 'markdown',
  plain: 'plain_text',
  moodle: 'moodle_auto_format',
};
const html = (t: TextFormat | null | undefined) => (t ? textoParaHtml(t.text, FORMATOS[t.format]) : '');

const NAO_SUPORTADOS: Partial<Record<GIFTQuestion['type'], string>> = {
  Short: 'resposta curta',
  Essay: 'dissertação',
  Numerical: 'numérica',
  Matching: 'associação',
};

/**
 * GIFT separates questions by blank lines, and so does gift-pegjs's grammar (no text may hold one). The
 * file is cut there and each piece parsed alone, so every item keeps its line and a syntax error names
 * the line it is on. A piece of nothing but comments is no question.
 */
function pedacos(text: string): { linha: number; texto: string }[] {
  const linhas = text.replace(/\r\n?/g, '\n').split('\n');
  const out: { linha: number; texto: string }[] = [];
  let inicio = -1;
  const fechar = (fim: number) => {
    const bloco = linhas.slice(inicio, fim);
    if (bloco.some((l) => !/^\s*\/\//.test(l))) out.push({ linha: inicio + 1, texto: bloco.join('\n') });
    inicio = -1;
  };
  linhas.forEach((l, i) => {
    if (/^[ \t]*$/.test(l)) {
      if (inicio >= 0) fechar(i);
    } else if (inicio < 0) inicio = i;
  });
  if (inicio >= 0) fechar(linhas.length);
  return out;
}

function motivo(e: GiftSyntaxError): string {
  if (e.found === null) return 'a questão termina antes de fechar as respostas com "}"';
  return `"${e.found}" inesperado (caracteres especiais do GIFT ~ = # { } : precisam de \\ antes)`;
}

function itemDe(q: GIFTQuestion, linha: number, categoria: CategoriaLida | null): ItemLido | null {
  if (q.type === 'Category') return null;
  const base = {
    linha,
    categoria,
    enunciado: html(q.stem),
    comentario: q.type === 'Description' ? '' : html(q.globalFeedback),
    fonte: fonteDasTags(q.tags ?? []),
    imagens: [],
    erros: [] as string[],
    avisos: [] as string[],
  };
  if (q.type !== 'Description' && q.hasEmbeddedAnswers) base.avisos.push(msg.avisoEnunciadoLacuna);
  switch (q.type) {
    case 'Description':
      // No '{…}' at all: a multiple choice without answers, which the mapping reports.
      return { ...base, tipo: 'multichoice', respostas: [], embaralhar: false };
    case 'TF':
      if (q.trueFeedback || q.falseFeedback) base.avisos.push(msg.avisoFeedbackResposta);
      return { ...base, tipo: 'truefalse', verdadeiro: q.isTrue };
    case 'MC': {
      const respostas = q.choices.map((c) => ({
        html: html(c.text),
        fracao: c.weight ?? (c.isCorrect ? 100 : 0),
        temFeedback: Boolean(c.feedback?.text),
      }));
      return { ...base, tipo: 'multichoice', respostas, embaralhar: false };
    }
    default:
      return { ...base, tipo: 'nao_suportado', nome: NAO_SUPORTADOS[q.type] ?? q.type };
  }
}

/**
 * A GIFT file as items, through gift-pegjs (the grammar Moodle's format documents). '$CATEGORY:' sets the
 * matéria and aula of the questions after it; '// [tag:banca:VUNESP]' comments carry the source.
 */
export function parseGift(text: string): ItemLido[] {
  const itens: ItemLido[] = [];
  let categoria: CategoriaLida | null = null;
  for (const pedaco of pedacos(text)) {
    let questoes: GIFTQuestion[];
    try {
      questoes = parse(pedaco.texto);
    } catch (error) {
      const e = error as GiftSyntaxError;
      if (!e.location) throw error;
      const linha = pedaco.linha + e.location.start.line - 1;
      throw new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, msg.giftInvalido(linha, motivo(e)));
    }
    for (const q of questoes) {
      if (q.type === 'Category') categoria = categoriaDoCaminho(q.title);
      const item = itemDe(q, pedaco.linha, categoria);
      if (item) itens.push(item);
    }
  }
  return itens;
}
