import { Hono } from 'hono';
import {
  QUESTAO_IMAGEM_CAMPO,
  QUESTAO_IMAGEM_MAX_BYTES,
  QUESTAO_IMAGEM_UPLOAD_PATH,
} from '../../../shared/rules/questao-imagem.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { uploadQuestaoImagem } from '../../services/imagens/questao-imagem.js';
import { readUploadedFile, uploadBodyLimit } from '../upload.js';

/** app.ts exempts this path from the 1 MB body limit: the route has its own (5 MB plus the framing). */
export { QUESTAO_IMAGEM_UPLOAD_PATH };

/**
 * POST /api/admin/questoes/imagens (under the admin guard): an image for a question's statement,
 * alternatives, explanation or main image, as a multipart form with the file in `imagem`. Answers 201
 * with its id, URL and size after re-encoding (issue 34 §2, docs/decisions/0056).
 */
export function adminQuestoesImagensRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post('/', uploadBodyLimit(QUESTAO_IMAGEM_MAX_BYTES, 'QUESTAO_IMAGEM_GRANDE'), async (c) => {
    const upload = await readUploadedFile(c, QUESTAO_IMAGEM_CAMPO, {
      invalid: 'QUESTAO_IMAGEM_INVALIDA',
      missing: 'QUESTAO_IMAGEM_AUSENTE',
    });
    return c.json(await uploadQuestaoImagem({ db, upload }), 201);
  });
}
