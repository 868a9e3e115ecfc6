import { rotuloDaLetra } from '../../../shared/rules/questao.js';
import { FONTS, PAGE, type PdfDoc } from './pdf-document.js';
import {
  BODY,
  bottom,
  heightOf,
  LINE_GAP,
  pageTitle,
  paragraph,
  temCertoErrado,
  WIDTH,
  type ImpressaoPdfInput,
} from './pdf-layout.js';
import { htmlToBlocks, toWinAnsiText, type TextBlock } from './question-text.js';

const COLS = 10;
/** Room a heading needs below it (its own line and about three of text) not to be left alone at a page's foot. */
const KEEP_WITH_NEXT = 64;
const INDENT = 14;

/**
 * 'Gabarito': the key on its own page, ten numbers a row, a Certo/Errado item's key as C or E (the
 * page's note says so). Then, when any printed question has one, 'Comentários do professor': each
 * numbered question's explanation, flowing onto as many pages as it needs.
 */
export async function gabarito(doc: PdfDoc, input: ImpressaoPdfInput) {
  doc.addPage();
  const hints = ['Confira depois de responder: corrigir no Bizu também salva o resultado.'];
  if (temCertoErrado(input)) hints.push('Nas questões de Certo ou Errado, C = Certo e E = Errado.');
  pageTitle(doc, 'Gabarito', input, ...hints);
  const top = doc.y + 6;
  const colW = WIDTH / COLS;
  const lines = Math.max(1, Math.ceil(input.questoes.length / COLS));
  const rowH = Math.min(18, (bottom(doc) - top) / lines);
  input.questoes.forEach((q, i) => {
    const x = PAGE.margin + (i % COLS) * colW;
    const y = top + Math.floor(i / COLS) * rowH;
    doc
      .font(FONTS.bold)
      .fontSize(9)
      .fillColor('#111111')
      .text(`${i + 1}. ${q.respostaCorreta}`, x, y, { width: colW, lineBreak: false });
  });
  doc.x = PAGE.margin;
  doc.y = top + lines * rowH + 16;
  await comentarios(doc, input);
}

/** 'Comentários do professor' after the key: only the questions that have one, by their printed number. */
async function comentarios(doc: PdfDoc, input: ImpressaoPdfInput) {
  const withText = input.questoes.flatMap((q, i) => (q.comentario ? [{ q, numero: i + 1 }] : []));
  if (withText.length === 0) return;
  if (bottom(doc) - doc.y < KEEP_WITH_NEXT + 30) doc.addPage();
  doc
    .font(FONTS.bold)
    .fontSize(13)
    .fillColor('#111111')
    .text('Comentários do professor', PAGE.margin, doc.y, { width: WIDTH });
  doc.y += 6;

  for (const { q, numero } of withText) {
    // One explanation converted at a time: a long sheet never holds them all at once.
    const blocks: TextBlock[] = await htmlToBlocks(q.comentario ?? '');
    if (blocks.length === 0) continue;
    const firstLines = Math.min(heightOf(doc, blocks, WIDTH - INDENT), KEEP_WITH_NEXT - 16);
    if (bottom(doc) - doc.y < 16 + firstLines) doc.addPage();
    const marks = [q.anulada ? 'anulada' : null, q.desatualizada ? 'desatualizada' : null].filter(Boolean);
    doc
      .font(FONTS.bold)
      .fontSize(BODY)
      .fillColor('#111111')
      .text(
        toWinAnsiText(
          `Questão ${numero} · Gabarito: ${rotuloDaLetra(q.tipo, q.respostaCorreta)}` +
            (marks.length > 0 ? ` (${marks.join(', ')})` : ''),
        ),
        PAGE.margin,
        doc.y,
        { width: WIDTH, lineGap: LINE_GAP },
      );
    doc.y += 2;
    for (const block of blocks) {
      paragraph(doc, block, PAGE.margin + INDENT, WIDTH - INDENT);
      doc.y += 3;
    }
    doc.y += 8;
  }
  doc.x = PAGE.margin;
}
