// The demo summaries as PDF, made from the seed's RESUMOS text when the demo content is seeded, so the
// list and the files cannot drift apart and no PDF sits in a public folder (they are served only to
// subscribers, from the database: see docs/decisions/0012-files-in-the-database.md).
// No PDF library is installed, so this emits minimal PDF 1.4 by hand: the standard Helvetica fonts
// with WinAnsiEncoding (Portuguese accents are single bytes there) and an exact xref table.
import type { ResumoSeed } from './content/types.js';

const PAGE_W = 595; // A4 in points
const PAGE_H = 842;
const MARGIN = 56;
const TEXT_W = PAGE_W - 2 * MARGIN;
const BOTTOM = 72;

// Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM metrics.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

// Characters outside Latin-1 that WinAnsiEncoding places in 0x80..0x9F.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const extra = WIN_ANSI_EXTRA[ch];
    if (extra !== undefined) out += String.fromCharCode(extra);
    else if (ch === '−') out += '-';
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out += ch;
    else throw new Error(`Caractere sem equivalente em WinAnsi: ${ch} (U+${code.toString(16)})`);
  }
  return out;
}

function charWidth(ch: string): number {
  if (ch === '•') return 350;
  if (ch === '—') return 1000;
  const base = ch.normalize('NFD')[0] ?? ch;
  const code = base.charCodeAt(0);
  return code >= 32 && code <= 126 ? (HELVETICA_WIDTHS[code - 32] ?? 556) : 556;
}

/** Bold glyphs are a little wider; 8% over the regular metrics keeps bold lines inside the margin. */
function textWidth(text: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return (w * size * (bold ? 1.08 : 1)) / 1000;
}

function wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

interface Run {
  x: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
  gray?: boolean;
}

function layout(resumo: ResumoSeed): Run[][] {
  const pages: Run[][] = [[]];
  let y = PAGE_H - MARGIN;
  const page = () => pages[pages.length - 1]!;
  const ensure = (height: number) => {
    if (y - height < BOTTOM) {
      pages.push([]);
      y = PAGE_H - MARGIN;
    }
  };
  const put = (x: number, size: number, bold: boolean, text: string, lineH: number, gray = false) => {
    ensure(lineH);
    y -= lineH;
    page().push({ x, y, size, bold, text, gray });
  };

  for (const l of wrap(resumo.titulo, 18, TEXT_W, true)) put(MARGIN, 18, true, l, 22);
  put(MARGIN, 9, false, 'Bizu — material de apoio para o concurso de Soldado PM', 14, true);
  y -= 8;
  for (const secao of resumo.secoes) {
    ensure(40); // keep a heading together with at least its first lines
    y -= 10;
    for (const l of wrap(secao.titulo, 12.5, TEXT_W, true)) put(MARGIN, 12.5, true, l, 17);
    y -= 2;
    for (const p of secao.paragrafos) {
      const bullet = p.startsWith('• ');
      const indent = bullet ? 12 : 0;
      const lines = wrap(bullet ? p.slice(2) : p, 10.5, TEXT_W - indent);
      ensure(lines.length * 14); // never split a paragraph across pages
      lines.forEach((l, i) => {
        put(MARGIN + indent, 10.5, false, l, 14);
        if (bullet && i === 0) page().push({ x: MARGIN + 2, y, size: 10.5, bold: false, text: '•' });
      });
      y -= 4;
    }
  }
  return pages;
}

function escapePdfString(bytes: string): string {
  return bytes.replace(/[\\()]/g, (c) => `\\${c}`);
}

function contentStream(runs: Run[], footer: string): string {
  const ops: string[] = [];
  for (const r of runs) {
    ops.push(r.gray ? '0.4 g' : '0 g');
    ops.push(
      `BT /${r.bold ? 'F2' : 'F1'} ${r.size} Tf ${r.x.toFixed(2)} ${r.y.toFixed(2)} Td (${escapePdfString(toWinAnsi(r.text))}) Tj ET`,
    );
  }
  ops.push('0.6 g', `${MARGIN} 52 m ${PAGE_W - MARGIN} 52 l 0.5 w 0.6 G S`);
  ops.push(`BT /F1 8 Tf ${MARGIN} 40 Td (${escapePdfString(toWinAnsi(footer))}) Tj ET`);
  return ops.join('\n');
}

function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** Serialises objects 1..n (bodies given in order) with an xref whose offsets are byte-exact. */
function serialise(objects: string[]): Buffer {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${off.toString().padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The resumo's text as a small A4 PDF (Helvetica, WinAnsi), the same bytes on every run. */
export function buildResumoPdf(resumo: ResumoSeed): Buffer {
  const pages = layout(resumo);
  const firstPageObj = 6;
  const pageRefs = pages.map((_, i) => `${firstPageObj + i * 2} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${utf16Hex(resumo.titulo)} /Author ${utf16Hex('Bizu')} /Producer (Bizu) >>`,
  ];
  pages.forEach((runs, i) => {
    const footer = `Bizu · ${resumo.titulo} · página ${i + 1} de ${pages.length}`;
    const stream = contentStream(runs, footer);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPageObj + i * 2 + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  return serialise(objects);
}
