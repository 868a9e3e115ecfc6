import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.js';
import { AppError } from '../errors.js';
import { readArquivo, type TipoArquivo } from '../storage/arquivos.js';

const WEBP_FILE = ':file{[0-9a-fA-F-]{36}\\.webp}';

/**
 * GET /api/arquivos/avatar/{uuid}.webp: a student's photo, as re-encoded at upload. Public like the
 * name beside it (photos show on comments), unguessable by its random id, and never changed under the
 * same URL (a new photo gets a new id), so browsers and proxies may keep it for a year.
 * GET /api/arquivos/questao/{uuid}.webp: an image shown in a question (issue 34 §2), re-encoded at
 * upload; public for the same reasons (questions are shown to students; the id cannot be guessed).
 */
export function arquivosRoutes({ db }: Pick<AppDeps, 'db'>) {
  const serve = (tipo: TipoArquivo) => async (c: Context<AppEnv>) => {
    const id = c.req.param('file')!.slice(0, -'.webp'.length);
    const arquivo = await readArquivo(db, id, tipo);
    if (!arquivo) throw new AppError('NOT_FOUND');
    return c.body(arquivo.dados as Uint8Array<ArrayBuffer>, 200, {
      'content-type': arquivo.mime,
      'content-length': String(arquivo.tamanho),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // Opened on its own it is an image, never a document that could run anything.
      'content-security-policy': "default-src 'none'; sandbox",
    });
  };
  return new Hono<AppEnv>()
    .get(`/avatar/${WEBP_FILE}`, serve('avatar'))
    .get(`/questao/${WEBP_FILE}`, serve('questao_imagem'));
}
