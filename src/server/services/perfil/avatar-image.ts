import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES } from '../../../shared/schemas/perfil.js';
import { AppError } from '../../errors.js';

export const AVATAR_SIZE = 256;
export const AVATAR_MIME = 'image/webp';

/**
 * Raster formats we accept, recognised from the bytes themselves (never from the file name or the
 * browser's content type). SVG is not here: it is a document that can carry scripts. HEIC is listed
 * but only passes if sharp can decode it (its prebuilt binary reads AVIF, not HEVC).
 */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic']);

/** A 2 MB file may still declare a huge canvas (a decompression bomb): refuse beyond ~40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Turns an uploaded photo into the only bytes we ever serve for it: a 256×256 centre-cropped WebP,
 * turned upright by its EXIF orientation first, with every piece of metadata (EXIF, GPS, ICC, XMP)
 * dropped. Refuses (400) anything that is not a decodable raster image and (413) anything over 2 MB.
 */
export async function reencodeAvatar(input: Uint8Array): Promise<Uint8Array> {
  if (input.byteLength > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
  if (input.byteLength === 0) throw new AppError('AVATAR_INVALID');
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('AVATAR_INVALID');
  try {
    const output = await sharp(input, {
      autoOrient: true,
      animated: false,
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch {
    // Truncated or corrupt data, an undecodable variant, or too many pixels: not an image we can use.
    throw new AppError('AVATAR_INVALID');
  }
}
