import { fileTypeFromBuffer } from 'file-type';
import { RESUMO_PDF_MAX_BYTES } from '../../../../shared/schemas/admin-resumos.js';
import { AppError } from '../../../errors.js';

export const PDF_MIME = 'application/pdf';

/** Every PDF ends with an end-of-file marker, possibly followed by a line break or a little padding. */
const EOF_MARKER = new TextEncoder().encode('%%EOF');
const EOF_WINDOW = 1024;

function endsLikeAPdf(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.byteLength - EOF_WINDOW));
  outer: for (let i = tail.byteLength - EOF_MARKER.byteLength; i >= 0; i--) {
    for (let j = 0; j < EOF_MARKER.byteLength; j++) if (tail[i + j] !== EOF_MARKER[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Accepts an uploaded resumo only when its bytes are a PDF: the type is sniffed from the content (never
 * the file name or the browser's content type), so a PNG, an HTML page or a ZIP renamed '.pdf' is
 * refused, and so is a PDF cut short in transfer (no end-of-file marker). The bytes are stored as sent:
 * they are served only as `application/pdf` with `nosniff`, to signed-in subscribers.
 */
export async function checkResumoPdf(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength > RESUMO_PDF_MAX_BYTES) throw new AppError('RESUMO_PDF_MUITO_GRANDE');
  if (bytes.byteLength === 0) throw new AppError('RESUMO_PDF_INVALIDO');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== PDF_MIME || !endsLikeAPdf(bytes)) throw new AppError('RESUMO_PDF_INVALIDO');
  return bytes;
}
