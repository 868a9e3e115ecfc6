import { letrasDoTipo } from '../../../shared/rules/questao.js';
import { FONTS, PAGE, type PdfDoc } from './pdf-document.js';
import { bottom, pageTitle, temCertoErrado, WIDTH, type ImpressaoPdfInput } from './pdf-layout.js';

const ROW_H = 19;
const COLS = 4;
const BUBBLE_STEP = 17;

/**
 * 'Folha de respostas': every number with the bubbles of its kind, in columns (number order runs down
 * each column). A–E or A–D in their places; a Certo/Errado item gets a C and an E bubble next to its
 * number, 'Certo/Errado' written beside them, so the row cannot be read as five alternatives.
 */
export function answerSheet(doc: PdfDoc, input: ImpressaoPdfInput) {
  doc.addPage();
  const hints = ['Preencha um círculo por questão. Deixe em branco a que não responder.'];
  if (temCertoErrado(input)) hints.push('Nas questões de Certo ou Errado: C = Certo, E = Errado.');
  pageTitle(doc, 'Folha de respostas', input, ...hints);
  const top = doc.y + 6;
  const colW = WIDTH / COLS;
  const rows = Math.max(1, Math.floor((bottom(doc) - top) / ROW_H));
  const perPage = rows * COLS;
  input.questoes.forEach((q, i) => {
    if (i > 0 && i % perPage === 0) {
      doc.addPage();
      pageTitle(doc, 'Folha de respostas (continuação)', input);
    }
    const k = i % perPage;
    const x = PAGE.margin + Math.floor(k / rows) * colW;
    const y = (i >= perPage ? doc.page.margins.top + 40 : top) + (k % rows) * ROW_H;
    doc
      .font(FONTS.bold)
      .fontSize(9)
      .fillColor('#111111')
      .text(String(i + 1), x, y + 1, { width: 22, align: 'right', lineBreak: false });
    const letras = letrasDoTipo(q.tipo);
    letras.forEach((letra, j) => bubble(doc, x + 34 + j * BUBBLE_STEP, y + 5.5, letra));
    if (q.tipo === 'certo_errado') {
      doc
        .font(FONTS.regular)
        .fontSize(6.5)
        .fillColor('#555555')
        .text('Certo/Errado', x + 34 + letras.length * BUBBLE_STEP - 4, y + 3, { width: 50, lineBreak: false });
    }
  });
  doc.fillColor('#111111');
}

function bubble(doc: PdfDoc, cx: number, cy: number, letra: string) {
  doc.circle(cx, cy, 6.5).lineWidth(0.7).strokeColor('#444444').stroke();
  doc
    .font(FONTS.regular)
    .fontSize(6.5)
    .fillColor('#666666')
    .text(letra, cx - 6.5, cy - 2.6, { width: 13, align: 'center', lineBreak: false });
}
