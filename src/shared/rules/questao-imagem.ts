// Images in questions (issue 34 §2): the upload's limits, its field, where the images are served, and
// the one test of "our own stored image" that the sanitizer, the question schema and the server's link
// keeping share. Without zod: the admin editor reads the limits before it sends anything.
// See docs/decisions/0056-images-in-questions.md.
import { messages } from '../messages.js';

/** The largest image file accepted (before re-encoding). */
export const QUESTAO_IMAGEM_MAX_BYTES = 5 * 1024 * 1024;

/** The widest a stored image is kept (a wider one is scaled down; a narrower one is never enlarged). */
export const QUESTAO_IMAGEM_MAX_LARGURA = 1600;

/** What may be sent, recognised from the bytes on the server (GIF: its first frame). SVG never. */
export const QUESTAO_IMAGEM_MIMES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** For a file input's `accept` attribute. */
export const QUESTAO_IMAGEM_ACCEPT = QUESTAO_IMAGEM_MIMES.join(',');

/** POST here (admin only) a multipart form with the file in the field QUESTAO_IMAGEM_CAMPO. */
export const QUESTAO_IMAGEM_UPLOAD_PATH = '/api/admin/questoes/imagens';
export const QUESTAO_IMAGEM_CAMPO = 'imagem';

/** Where a stored question image is served: the prefix, then the file's random UUID and `.webp`. */
export const QUESTAO_IMAGEM_URL_PREFIX = '/api/arquivos/questao/';

/** The upload's answer (201). */
export interface QuestaoImagemResponse {
  id: string;
  /** Relative to our origin: `/api/arquivos/questao/<uuid>.webp`. */
  url: string;
  largura: number;
  altura: number;
}

export const questaoImagemMessages = {
  /** Not an image we take (SVG, a renamed text file, a broken file): the avatars' words (issue 34 'Bad input'). */
  invalida: messages.avatarInvalid,
  muitoGrande: 'A imagem deve ter no máximo 5MB',
  ausente: 'Selecione uma imagem para enviar.',
  /** The question shows one of our images that is no longer stored (an upload left unsaved for a day). */
  indisponivel: 'Uma imagem da questão não está mais disponível. Remova-a e envie a imagem novamente.',
} as const;

export function questaoImagemUrl(arquivoId: string): string {
  return `${QUESTAO_IMAGEM_URL_PREFIX}${arquivoId.toLowerCase()}.webp`;
}

const OWN_IMAGE_PATH =
  /^\/api\/arquivos\/questao\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/i;

/**
 * The stored image's id when `value` is exactly our own image path (`/api/arquivos/questao/<uuid>.webp`,
 * relative, no query, no fragment), else null. Nothing else relative is ours.
 */
export function questaoImagemIdDaUrl(value: string): string | null {
  const match = OWN_IMAGE_PATH.exec(value.trim());
  return match ? match[1]!.toLowerCase() : null;
}

export function isQuestaoImagemUrl(value: string): boolean {
  return questaoImagemIdDaUrl(value) !== null;
}
