import { AVATAR_MAX_BYTES } from '../../../shared/schemas/perfil.js';
import { IMAGE_MIME, reencodeImage, type ReencodeRules } from '../imagens/reencode-image.js';

export const AVATAR_SIZE = 256;
export const AVATAR_MIME = IMAGE_MIME;

/**
 * HEIC is listed but only passes if sharp can decode it (its prebuilt binary reads AVIF, not HEVC).
 */
const AVATAR_RULES: ReencodeRules = {
  maxBytes: AVATAR_MAX_BYTES,
  accepted: new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic']),
  resize: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'centre' },
  quality: 82,
  tooLarge: 'AVATAR_TOO_LARGE',
  invalid: 'AVATAR_INVALID',
};

/**
 * Turns an uploaded photo into the only bytes we ever serve for it: a 256×256 centre-cropped WebP,
 * upright and without metadata (reencodeImage). Refuses (400) anything that is not a decodable raster
 * image and (413) anything over 2 MB.
 */
export async function reencodeAvatar(input: Uint8Array): Promise<Uint8Array> {
  return (await reencodeImage(input, AVATAR_RULES)).dados;
}
