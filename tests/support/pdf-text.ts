import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages, one line per text operator, in drawing order: each content stream is
 * inflated (FlateDecode) and its TJ/Tj strings decoded from WinAnsi (Latin-1 for our letters).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let data = pdf.subarray(start, end);
    if (/\/Filter\s*\/FlateDecode/.test(m[1]!)) data = inflateSync(data);
    const ops = data.toString('latin1');
    for (const op of ops.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      lines.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}
