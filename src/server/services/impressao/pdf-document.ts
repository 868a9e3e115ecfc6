import PDFDocument from 'pdfkit';

export type PdfDoc = PDFKit.PDFDocument;

/** A4 in points, and the margins every Bizu PDF uses. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50, footer: 28 } as const;

export const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
} as const;

export interface PdfOptions {
  title: string;
  /** Fixed for output that must be byte-identical (the seed); now otherwise. */
  creationDate?: Date;
  /** Off only in tests that read the page contents. */
  compress?: boolean;
}

/**
 * An A4 document on the standard Helvetica fonts (Portuguese accents are in their WinAnsi encoding),
 * its pages kept until the end so each footer can say 'página X de Y'.
 */
export function createPdf(options: PdfOptions): PdfDoc {
  return new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin + PAGE.footer / 2, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    compress: options.compress ?? true,
    lang: 'pt-BR',
    displayTitle: true,
    font: FONTS.regular,
    info: {
      Title: options.title,
      Author: 'Bizu',
      Creator: 'Bizu',
      Producer: 'Bizu',
      CreationDate: options.creationDate ?? new Date(),
    },
  });
}

/** Writes 'texto · página X de Y' at the foot of every page, then ends the document. */
export function finishWithFooters(doc: PdfDoc, footer: (page: number, pages: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Below the text area: without this pdfkit would open a new page for the footer.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 8;
    doc
      .moveTo(PAGE.margin, y - 6)
      .lineTo(PAGE.width - PAGE.margin, y - 6)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc
      .font(FONTS.regular)
      .fontSize(8)
      .fillColor('#555555')
      .text(footer(i + 1, count), PAGE.margin, y, { width: PAGE.width - 2 * PAGE.margin, lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
}

/** The whole document as one buffer (a printed simulado is at most a few megabytes). */
export function collect(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
