import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions } from 'sharp';
import { AppError, type ErrorCode } from '../../errors.js';

/** Every image we serve is WebP made by us (never the uploaded bytes). */
export const IMAGE_MIME = 'image/webp';

/** A few MB may still declare a huge canvas (a decompression bomb): refuse beyond ~40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ReencodeRules {
  maxBytes: number;
  /**
   * Raster formats taken, recognised from the bytes themselves (never from the file name or the
   * browser's content type). Never SVG: it is a document that can carry scripts.
   */
  accepted: ReadonlySet<string>;
  resize: ResizeOptions;
  quality: number;
  /** The refusal for a file over maxBytes (413) and for anything that is not a usable image (400). */
  tooLarge: ErrorCode;
  invalid: ErrorCode;
}

export interface ReencodedImage {
  dados: Uint8Array;
  largura: number;
  altura: number;
}

/**
 * Turns an upload into the only bytes we ever serve for it: turned upright by its EXIF orientation,
 * resized by `rules.resize`, encoded as WebP with every piece of metadata (EXIF, GPS, ICC, XMP) dropped
 * (sharp keeps none unless asked). An animated GIF or WebP gives its first frame. Shared by the avatars
 * (services/perfil/avatar-image.ts) and the images in questions (services/imagens/questao-imagem.ts).
 */
export async function reencodeImage(input: Uint8Array, rules: ReencodeRules): Promise<ReencodedImage> {
  if (input.byteLength > rules.maxBytes) throw new AppError(rules.tooLarge);
  if (input.byteLength === 0) throw new AppError(rules.invalid);
  const type = await fileTypeFromBuffer(input);
  if (!type || !rules.accepted.has(type.mime)) throw new AppError(rules.invalid);
  try {
    const { data, info } = await sharp(input, {
      autoOrient: true,
      animated: false,
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .resize(rules.resize)
      .webp({ quality: rules.quality })
      .toBuffer({ resolveWithObject: true });
    return {
      dados: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      largura: info.width,
      altura: info.height,
    };
  } catch {
    // Truncated or corrupt data, an undecodable variant, or too many pixels: not an image we can use.
    throw new AppError(rules.invalid);
  }
}
