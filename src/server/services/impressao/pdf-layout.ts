// The drawing helpers the printed simulado's parts share (questions, answer sheet, key and explanations):
// the text column, paragraphs of runs, their measured height and the page titles.
import type { Letter } from '../../../shared/schemas/simulados.js';
import type { QuestaoFonte, QuestaoTipo } from '../../../shared/rules/questao.js';
import { FONTS, PAGE, type PdfDoc } from './pdf-document.js';
import { toWinAnsiText, type TextBlock } from './question-text.js';

export interface QuestaoImpressa {
  tipo: QuestaoTipo;
  enunciado: string;
  imagemUrl: string | null;
  /** The letters of the question's kind (letrasDoTipo); a Certo/Errado item's are 'Certo' and 'Errado'. */
  alternativas: Partial<Record<Letter, string>>;
  respostaCorreta: Letter;
  /** 'Comentário do professor' (sanitized HTML), printed after the key only. */
  comentario?: string | null;
  fonte?: QuestaoFonte;
  anulada?: boolean;
  desatualizada?: boolean;
}

export interface ImpressaoPdfInput {
  materia: string;
  modulo: string;
  /** The day it was printed, as the student reads it (dd/mm/aaaa, São Paulo). */
  data: string;
  codigo: string;
  questoes: QuestaoImpressa[];
  comGabarito: boolean;
}

export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const BODY = 10.5;
export const LINE_GAP = 2;

export const bottom = (doc: PdfDoc) => doc.page.height - doc.page.margins.bottom;
export const fullPage = (doc: PdfDoc) => bottom(doc) - doc.page.margins.top;

/** Writes one paragraph of runs at x (bold and italic switch fonts in the same line). */
export function paragraph(doc: PdfDoc, block: TextBlock, x: number, width: number, y?: number) {
  const runs = block.runs;
  runs.forEach((run, i) => {
    const font = run.bold ? (run.italic ? FONTS.boldItalic : FONTS.bold) : run.italic ? FONTS.italic : FONTS.regular;
    doc.font(font).fontSize(BODY);
    const text = toWinAnsiText(run.text);
    const opts = { width: width - block.indent, lineGap: LINE_GAP, continued: i < runs.length - 1 };
    if (i === 0) doc.text(text, x + block.indent, y ?? doc.y, opts);
    else doc.text(text, opts);
  });
}

/** The height a paragraph takes (measured in the regular face; bold is a little wider, hence the slack). */
export function heightOf(doc: PdfDoc, blocks: TextBlock[], width: number): number {
  doc.font(FONTS.regular).fontSize(BODY);
  let h = 0;
  for (const b of blocks) {
    const text = toWinAnsiText(b.runs.map((r) => r.text).join(''));
    h += doc.heightOfString(text, { width: width - b.indent - 6, lineGap: LINE_GAP }) + 3;
  }
  return h;
}

/** A page's title, the simulado's line under it and an optional hint (each hint its own line). */
export function pageTitle(doc: PdfDoc, title: string, input: ImpressaoPdfInput, ...hints: string[]) {
  doc
    .font(FONTS.bold)
    .fontSize(14)
    .fillColor('#111111')
    .text(title, PAGE.margin, doc.page.margins.top, { width: WIDTH });
  doc
    .font(FONTS.regular)
    .fontSize(9)
    .fillColor('#444444')
    .text(toWinAnsiText(`${input.materia} · Código ${input.codigo} · ${input.data}`), { width: WIDTH });
  for (const hint of hints) doc.text(toWinAnsiText(hint), { width: WIDTH });
  doc.fillColor('#111111');
  doc.y += 6;
}

/** Whether any printed question is a Certo/Errado item (the sheet and the key then explain C and E). */
export const temCertoErrado = (input: ImpressaoPdfInput) => input.questoes.some((q) => q.tipo === 'certo_errado');
