import { fonteLinha, letrasDoTipo } from '../../../shared/rules/questao.js';
import type { Letter } from '../../../shared/schemas/simulados.js';
import { answerSheet } from './answer-sheet-pdf.js';
import { gabarito } from './gabarito-pdf.js';
import { collect, createPdf, finishWithFooters, FONTS, PAGE, type PdfDoc } from './pdf-document.js';
import {
  BODY,
  bottom,
  fullPage,
  heightOf,
  paragraph,
  WIDTH,
  type ImpressaoPdfInput,
  type QuestaoImpressa,
} from './pdf-layout.js';
import type { ImageLoader } from './question-images.js';
import { htmlToBlocks, toWinAnsiText, type TextBlock } from './question-text.js';

export type { ImpressaoPdfInput, QuestaoImpressa };

export interface RenderOptions {
  loadImage?: ImageLoader;
  compress?: boolean;
  creationDate?: Date;
}

const LETTER_W = 20;
/** The source line above a statement, and a Certo/Errado item's answer line. */
const FONTE_H = 13;
const CERTO_ERRADO_H = 18;
const IMAGE_MAX = { width: 320, height: 220 };
/** At most this many bytes of pictures in one PDF; the rest get the note. */
const MAX_IMAGES_BYTES = 24 * 1024 * 1024;

interface PreparedQuestao {
  numero: number;
  enunciado: TextBlock[];
  imagem: Buffer | null;
  imagemNota: boolean;
  /** Empty for a Certo/Errado item: it prints '(   ) Certo   (   ) Errado' instead. */
  alternativas: Array<{ letra: Letter; blocks: TextBlock[] }>;
  certoErrado: boolean;
  /** 'VUNESP · PM-SP · 2023 · Soldado' and the marks ('Anulada', 'Desatualizada'); null when unknown. */
  fonte: string | null;
  marcas: string[];
}

/**
 * The printed simulado (issue 27 §6): a header (Bizu, matéria, date, number of questions, the code
 * 'Corrigir gabarito' asks for), the questions numbered 1..N, each with its source line and the
 * alternatives of its kind (A–E, A–D, or '( ) Certo ( ) Errado'), an answer sheet whose bubbles fit each
 * kind and, only when asked, the key on its own page followed by the teachers' explanations.
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
      alternativas:
        q.tipo === 'certo_errado'
          ? []
          : await Promise.all(
              letrasDoTipo(q.tipo).map(async (letra) => ({
                letra,
                blocks: await htmlToBlocks(q.alternativas[letra] ?? ''),
              })),
            ),
      certoErrado: q.tipo === 'certo_errado',
      fonte: q.fonte ? fonteLinha(q.fonte) : null,
      marcas: [q.anulada ? 'Anulada' : null, q.desatualizada ? 'Desatualizada' : null].filter((m) => m !== null),
    };
    questao(doc, prepared);
  }
  answerSheet(doc, input);
  if (input.comGabarito) await gabarito(doc, input);
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

function imageHeight(doc: PdfDoc, q: PreparedQuestao): number {
  if (q.imagem) return IMAGE_MAX.height + 8;
  return q.imagemNota ? 18 : 0;
}

function questao(doc: PdfDoc, q: PreparedQuestao) {
  const left = PAGE.margin;
  const textX = left + 26;
  const textW = WIDTH - 26;
  const fonteH = q.fonte !== null || q.marcas.length > 0 ? FONTE_H : 0;
  const alternativasH = q.certoErrado
    ? CERTO_ERRADO_H
    : q.alternativas.reduce((h, a) => h + heightOf(doc, a.blocks, textW - LETTER_W) + 2, 0);
  const enunciadoH = fonteH + heightOf(doc, q.enunciado, textW) + imageHeight(doc, q);
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
  if (fonteH > 0) fonteLinhaImpressa(doc, q, textX, textW, top + 1.5);
  doc.y = top + fonteH;
  const first = doc.y;
  if (q.enunciado.length === 0) doc.moveDown(1);
  q.enunciado.forEach((block, i) => {
    paragraph(doc, block, textX, textW, i === 0 ? first : undefined);
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
  if (q.certoErrado) certoErrado(doc, textX);
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

/** The small line beside the number: where the question came from, then its marks in bold. */
function fonteLinhaImpressa(doc: PdfDoc, q: PreparedQuestao, x: number, width: number, y: number) {
  const marcas = q.marcas.join(' · ');
  const opts = { width, height: 10, ellipsis: true, lineBreak: false };
  doc.font(FONTS.regular).fontSize(8).fillColor('#555555');
  if (q.fonte !== null) {
    doc.text(toWinAnsiText(q.fonte + (marcas ? ' · ' : '')), x, y, { ...opts, continued: marcas !== '' });
    if (marcas) doc.font(FONTS.bold).fillColor('#111111').text(marcas, opts);
  } else {
    doc.font(FONTS.bold).fillColor('#111111').text(marcas, x, y, opts);
  }
  doc.fillColor('#111111');
}

/** A Certo/Errado item's answer: two boxes to mark, as the exam booklet has them. */
function certoErrado(doc: PdfDoc, x: number) {
  const y = doc.y + 2;
  doc.font(FONTS.bold).fontSize(BODY).fillColor('#111111');
  doc.text('(   ) Certo', x, y, { lineBreak: false });
  doc.text('(   ) Errado', x + 90, y, { lineBreak: false });
  doc.x = x;
  doc.y = y + CERTO_ERRADO_H - 2;
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
