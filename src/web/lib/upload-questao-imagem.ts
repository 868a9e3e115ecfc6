import {
  QUESTAO_IMAGEM_CAMPO,
  QUESTAO_IMAGEM_MAX_BYTES,
  QUESTAO_IMAGEM_UPLOAD_PATH,
  questaoImagemMessages,
  type QuestaoImagemResponse,
} from '../../shared/rules/questao-imagem';
import { api, ApiError } from './api';

export type { QuestaoImagemResponse } from '../../shared/rules/questao-imagem';

/**
 * POST /api/admin/questoes/imagens (multipart, field `imagem`): stores an image for a question and
 * answers its id, its URL (`/api/arquivos/questao/<uuid>.webp`, to put in an `<img src>` or the main
 * image field) and its size after re-encoding. A refusal throws an ApiError (an Error) whose message is
 * the server's pt-BR text; a file over 5 MB is refused here, before it is sent, with the same words.
 * `signal` cancels the upload (an AbortError is thrown as is).
 */
export function uploadQuestaoImagem(file: File, signal?: AbortSignal): Promise<QuestaoImagemResponse> {
  if (file.size > QUESTAO_IMAGEM_MAX_BYTES) {
    return Promise.reject(
      new ApiError({ status: 413, code: 'QUESTAO_IMAGEM_GRANDE', message: questaoImagemMessages.muitoGrande }),
    );
  }
  const form = new FormData();
  form.set(QUESTAO_IMAGEM_CAMPO, file);
  return api.post<QuestaoImagemResponse>(QUESTAO_IMAGEM_UPLOAD_PATH, form, { signal });
}
