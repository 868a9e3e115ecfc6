import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.js';
import { AppError } from '../errors.js';
import { readArquivo } from '../storage/arquivos.js';

/**
 * GET /api/arquivos/avatar/{uuid}.webp: a student's photo, as re-encoded at upload. Public like the
 * name beside it (photos show on comments), unguessable by its random id, and never changed under the
 * same URL (a new photo gets a new id), so browsers and proxies may keep it for a year.
 */
export function arquivosRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>().get('/avatar/:file{[0-9a-fA-F-]{36}\\.webp}', async (c) => {
    const id = c.req.param('file').slice(0, -'.webp'.length);
    const arquivo = await readArquivo(db, id, 'avatar');
    if (!arquivo) throw new AppError('NOT_FOUND');
    return c.body(arquivo.dados as Uint8Array<ArrayBuffer>, 200, {
      'content-type': arquivo.mime,
      'content-length': String(arquivo.tamanho),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // Opened on its own it is an image, never a document that could run anything.
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });
}
