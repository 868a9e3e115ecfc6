import { letrasDoTipo, type QuestaoTipo } from '../../../shared/rules/questao.js';
import type { Letter } from '../../../shared/schemas/simulados.js';
import { collect, createPdf, finishWithFooters, FONTS, PAGE, type PdfDoc } from './pdf-document.js';
import type { ImageLoader } from './question-images.js';
import { htmlToBlocks, toWinAnsiText, type TextBlock } from './question-text.js';

export interface QuestaoImpressa {
  tipo: QuestaoTipo;
  enunciado: string;
  imagemUrl: string | null;
  /** The letters of the question's kind (letrasDoTipo); a Certo/Errado item's are 'Certo' and 'Errado'. */
  alternativas: Partial<Record<Letter, string>>;
  respostaCorreta: Letter;
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

export interface RenderOptions {
  loadImage?: ImageLoader;
  compress?: boolean;
  creationDate?: Date;
}

const WIDTH = PAGE.width - 2 * PAGE.margin;
const BODY = 10.5;
const LINE_GAP = 2;
const LETTER_W = 20;
const IMAGE_MAX = { width: 320, height: 220 };
/** At most this many bytes of pictures in one PDF; the rest get the note. */
const MAX_IMAGES_BYTES = 24 * 1024 * 1024;

interface PreparedQuestao {
  numero: number;
  enunciado: TextBlock[];
  imagem: Buffer | null;
  imagemNota: boolean;
  alternativas: Array<{ letra: Letter; blocks: TextBlock[] }>;
}

/**
 * The printed simulado (issue 27 §6): a header (Bizu, matéria, date, number of questions, the code
 * 'Corrigir gabarito' asks for), the questions numbered 1..N with A–E, an answer sheet with bubbles,
 * and, only when asked, the key on its own last page.
 */
export async function renderImpressaoPdf(input: ImpressaoPdfInput, options: RenderOptions = {}): Promise<Buffer> {
  const doc = createPdf({
    title: `Simulado ${input.materia} (${input.codigo})`,
    compress: options.compress,
    creationDate: options.creationDate,
  });
  const done = collect(doc);

  header(doc, input);
  let imageBytes = 0;
  for (const [i, q] of input.questoes.entries()) {
    // One question prepared at a time: its picture is read, drawn and let go before the next.
    let imagem: Buffer | null = null;
    if (q.imagemUrl && options.loadImage && imageBytes < MAX_IMAGES_BYTES) {
      imagem = await options.loadImage(q.imagemUrl);
      imageBytes += imagem?.byteLength ?? 0;
    }
    const prepared: PreparedQuestao = {
      numero: i + 1,
      enunciado: await htmlToBlocks(q.enunciado),
      imagem,
      imagemNota: q.imagemUrl !== null && imagem === null,
      alternativas: await Promise.all(
        letrasDoTipo(q.tipo).map(async (letra) => ({ letra, blocks: await htmlToBlocks(q.alternativas[letra] ?? '') })),
      ),
    };
    questao(doc, prepared);
  }
  answerSheet(doc, input);
  if (input.comGabarito) gabarito(doc, input);
  finishWithFooters(doc, (page, pages) => `Bizu · Simulado ${input.codigo} · página ${page} de ${pages}`);
  return done;
}

function header(doc: PdfDoc, input: ImpressaoPdfInput) {
  const left = PAGE.margin;
  doc.font(FONTS.bold).fontSize(20).fillColor('#111111').text('Bizu', left, PAGE.margin, { width: WIDTH });
  doc
    .font(FONTS.bold)
    .fontSize(15)
    .text(toWinAnsiText(`Simulado impresso: ${input.materia}`), { width: WIDTH });
  doc.moveDown(0.3);
  doc
    .font(FONTS.regular)
    .fontSize(10)
    .fillColor('#333333')
    .text(
      toWinAnsiText(
        `Módulo: ${input.modulo} · Data: ${input.data} · ${input.questoes.length} ${input.questoes.length === 1 ? 'questão' : 'questões'}`,
      ),
      { width: WIDTH },
    );
  doc.font(FONTS.bold).text(`Código: ${input.codigo}`, { width: WIDTH });
  doc.moveDown(0.3);
  doc
    .font(FONTS.regular)
    .fontSize(9)
    .fillColor('#555555')
    .text(
      toWinAnsiText(
        `Marque as respostas na folha de respostas, depois digite-as em Simulados › Corrigir gabarito, no simulado ${input.codigo}.`,
      ),
      { width: WIDTH },
    );
  const y = doc.y + 8;
  doc
    .moveTo(left, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(1)
    .strokeColor('#222222')
    .stroke();
  doc.y = y + 14;
  doc.fillColor('#111111');
}

/** Writes one paragraph of runs at x (bold and italic switch fonts in the same line). */
function paragraph(doc: PdfDoc, block: TextBlock, x: number, width: number, y?: number) {
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
function heightOf(doc: PdfDoc, blocks: TextBlock[], width: number): number {
  doc.font(FONTS.regular).fontSize(BODY);
  let h = 0;
  for (const b of blocks) {
    const text = toWinAnsiText(b.runs.map((r) => r.text).join(''));
    h += doc.heightOfString(text, { width: width - b.indent - 6, lineGap: LINE_GAP }) + 3;
  }
  return h;
}

function imageHeight(doc: PdfDoc, q: PreparedQuestao): number {
  if (q.imagem) return IMAGE_MAX.height + 8;
  return q.imagemNota ? 18 : 0;
}

const bottom = (doc: PdfDoc) => doc.page.height - doc.page.margins.bottom;
const fullPage = (doc: PdfDoc) => bottom(doc) - doc.page.margins.top;

function questao(doc: PdfDoc, q: PreparedQuestao) {
  const left = PAGE.margin;
  const textX = left + 26;
  const textW = WIDTH - 26;
  const alternativasH = q.alternativas.reduce((h, a) => h + heightOf(doc, a.blocks, textW - LETTER_W) + 2, 0);
  const enunciadoH = heightOf(doc, q.enunciado, textW) + imageHeight(doc, q);
  const total = enunciadoH + alternativasH + 14;
  // A question that fits on a page never starts at the foot of one; a longer one at least keeps its
  // alternatives together.
  if (total > bottom(doc) - doc.y && total <= fullPage(doc)) doc.addPage();

  const top = doc.y;
  doc
    .font(FONTS.bold)
    .fontSize(BODY + 0.5)
    .fillColor('#111111')
    .text(`${q.numero}.`, left, top, { width: 24, lineBreak: false });
  doc.y = top;
  if (q.enunciado.length === 0) doc.moveDown(1);
  q.enunciado.forEach((block, i) => {
    paragraph(doc, block, textX, textW, i === 0 ? top : undefined);
    doc.y += 3;
  });
  if (q.imagem) {
    if (IMAGE_MAX.height > bottom(doc) - doc.y) doc.addPage();
    try {
      const y = doc.y;
      doc.image(q.imagem, textX, y, { fit: [IMAGE_MAX.width, IMAGE_MAX.height] });
      doc.y = y + IMAGE_MAX.height + 8;
    } catch {
      note(doc, textX, textW);
    }
  } else if (q.imagemNota) note(doc, textX, textW);

  if (alternativasH > bottom(doc) - doc.y && alternativasH <= fullPage(doc)) doc.addPage();
  for (const a of q.alternativas) {
    const y = doc.y;
    doc.font(FONTS.bold).fontSize(BODY).fillColor('#111111').text(`${a.letra})`, textX, y, {
      width: LETTER_W,
      lineBreak: false,
    });
    doc.y = y;
    if (a.blocks.length === 0) doc.moveDown(1);
    a.blocks.forEach((block, i) => paragraph(doc, block, textX + LETTER_W, textW - LETTER_W, i === 0 ? y : undefined));
    doc.y += 2;
  }
  doc.x = left;
  doc.y += 12;
}

function note(doc: PdfDoc, x: number, width: number) {
  doc
    .font(FONTS.italic)
    .fontSize(9)
    .fillColor('#555555')
    .text(toWinAnsiText('[Esta questão tem uma imagem que não pôde ser impressa: veja-a no Bizu.]'), x, doc.y, {
      width,
    });
  doc.fillColor('#111111');
  doc.y += 4;
}

/** 'Folha de respostas': every number with five bubbles, in columns (number order runs down each column). */
function answerSheet(doc: PdfDoc, input: ImpressaoPdfInput) {
  doc.addPage();
  pageTitle(doc, 'Folha de respostas', input, 'Preencha um círculo por questão. Deixe em branco a que não responder.');
  const top = doc.y + 6;
  const rowH = 19;
  const colW = WIDTH / 4;
  const rows = Math.max(1, Math.floor((bottom(doc) - top) / rowH));
  const perPage = rows * 4;
  input.questoes.forEach((q, i) => {
    if (i > 0 && i % perPage === 0) {
      doc.addPage();
      pageTitle(doc, 'Folha de respostas (continuação)', input);
    }
    const k = i % perPage;
    const x = PAGE.margin + Math.floor(k / rows) * colW;
    const y = (i >= perPage ? doc.page.margins.top + 40 : top) + (k % rows) * rowH;
    doc
      .font(FONTS.bold)
      .fontSize(9)
      .fillColor('#111111')
      .text(String(i + 1), x, y + 1, { width: 22, align: 'right', lineBreak: false });
    // The bubbles of the question's kind: A–E, A–D, or C and E (Certo, Errado) in their own places.
    letrasDoTipo(q.tipo).forEach((letra) => {
      const cx = x + 34 + 'ABCDE'.indexOf(letra) * 17;
      const cy = y + 5.5;
      doc.circle(cx, cy, 6.5).lineWidth(0.7).strokeColor('#444444').stroke();
      doc
        .font(FONTS.regular)
        .fontSize(6.5)
        .fillColor('#666666')
        .text(letra, cx - 6.5, cy - 2.6, { width: 13, align: 'center', lineBreak: false });
    });
  });
}

/** 'Gabarito': the key on its own last page, ten numbers a row. */
function gabarito(doc: PdfDoc, input: ImpressaoPdfInput) {
  doc.addPage();
  pageTitle(doc, 'Gabarito', input, 'Confira depois de responder: corrigir no Bizu também salva o resultado.');
  const top = doc.y + 6;
  const cols = 10;
  const colW = WIDTH / cols;
  const rowH = Math.min(18, (bottom(doc) - top) / Math.max(1, Math.ceil(input.questoes.length / cols)));
  input.questoes.forEach((q, i) => {
    const x = PAGE.margin + (i % cols) * colW;
    const y = top + Math.floor(i / cols) * rowH;
    doc
      .font(FONTS.bold)
      .fontSize(9)
      .fillColor('#111111')
      .text(`${i + 1}. ${q.respostaCorreta}`, x, y, { width: colW, lineBreak: false });
  });
}

function pageTitle(doc: PdfDoc, title: string, input: ImpressaoPdfInput, hint?: string) {
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
  if (hint) doc.text(toWinAnsiText(hint), { width: WIDTH });
  doc.fillColor('#111111');
  doc.y += 6;
}
