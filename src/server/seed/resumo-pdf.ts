// The demo summaries as PDF, made from the seed's RESUMOS text when the demo content is seeded, so the
// list and the files cannot drift apart and no PDF sits in a public folder (they are served only to
// subscribers, from the database: see docs/decisions/0012-files-in-the-database.md).
// Written with pdfkit, as the printed simulado is (services/impressao): A4, the standard Helvetica fonts
// (Portuguese accents are in their WinAnsi encoding), a footer 'página X de Y' on every page.
import { collect, createPdf, finishWithFooters, FONTS, PAGE } from '../services/impressao/pdf-document.js';
import { toWinAnsiText } from '../services/impressao/question-text.js';
import type { ResumoSeed } from './content/types.js';

const WIDTH = PAGE.width - 2 * PAGE.margin;
/** A fixed date: the same resumo gives the same bytes on every run. */
const CREATION_DATE = new Date('2026-01-01T00:00:00Z');

/** The resumo's text as a small A4 PDF, the same bytes on every run. */
export async function buildResumoPdf(resumo: ResumoSeed): Promise<Buffer> {
  const doc = createPdf({ title: resumo.titulo, creationDate: CREATION_DATE });
  const done = collect(doc);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.font(FONTS.bold).fontSize(18).fillColor('#111111').text(toWinAnsiText(resumo.titulo), { width: WIDTH });
  doc
    .font(FONTS.regular)
    .fontSize(9)
    .fillColor('#666666')
    .text(toWinAnsiText('Bizu — material de apoio para o concurso de Soldado PM'), { width: WIDTH });
  doc.fillColor('#111111');
  doc.moveDown(0.6);

  for (const secao of resumo.secoes) {
    // A heading stays with at least its first lines.
    if (bottom() - doc.y < 48) doc.addPage();
    doc.moveDown(0.5);
    doc.font(FONTS.bold).fontSize(12.5).text(toWinAnsiText(secao.titulo), PAGE.margin, doc.y, { width: WIDTH });
    doc.moveDown(0.2);
    for (const p of secao.paragrafos) {
      const bullet = p.startsWith('• ');
      const text = toWinAnsiText(bullet ? p.slice(2) : p);
      const indent = bullet ? 12 : 0;
      doc.font(FONTS.regular).fontSize(10.5);
      const height = doc.heightOfString(text, { width: WIDTH - indent, lineGap: 2 });
      // A paragraph is never split across pages when it fits on one.
      if (height > bottom() - doc.y && height < bottom() - doc.page.margins.top) doc.addPage();
      const y = doc.y;
      if (bullet) doc.text('•', PAGE.margin + 2, y, { lineBreak: false });
      doc.text(text, PAGE.margin + indent, y, { width: WIDTH - indent, lineGap: 2 });
      doc.moveDown(0.3);
    }
  }
  finishWithFooters(doc, (page, pages) => toWinAnsiText(`Bizu · ${resumo.titulo} · página ${page} de ${pages}`));
  return done;
}
