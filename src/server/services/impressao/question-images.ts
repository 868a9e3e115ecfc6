import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's own public files (the demo questions' pictures live under /demo/questoes). */
const PUBLIC_DIR = fileURLToPath(new URL('../../../../public/', import.meta.url));

/** A picture larger than this is left out of the PDF (a note takes its place). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageLoader = (url: string) => Promise<Buffer | null>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** True for the bytes of a PNG or a JPEG (the formats pdfkit embeds), whatever the name says. */
export function isPngOrJpeg(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG) || bytes.subarray(0, 3).equals(JPEG);
}

/**
 * A question's picture from the app's own storage: a PNG or JPEG under the public folder, at most 2 MB,
 * its bytes sniffed. Anything else (another site's address, an SVG, a missing file) is null: the PDF
 * prints a note instead, and the server never fetches an address an admin typed.
 */
export async function loadStoredImage(url: string, root = PUBLIC_DIR): Promise<Buffer | null> {
  if (!/^\/[\w\-./]+\.(png|jpe?g)$/i.test(url) || url.includes('..')) return null;
  const file = path.resolve(root, `.${url}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_IMAGE_BYTES) return null;
    const bytes = await readFile(file);
    return isPngOrJpeg(bytes) ? bytes : null;
  } catch {
    return null;
  }
}
