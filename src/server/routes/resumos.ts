import { Hono, type MiddlewareHandler } from 'hono';
import { hasActiveSubscription, requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { AppError } from '../errors.js';
import { getResumoPdf, pdfFileName } from '../services/resumos/get-resumo-pdf.js';
import { listResumos } from '../services/resumos/list-resumos.js';
import { idParam } from './params.js';

/** Resumos are for subscribers (SPEC §1, §2), whatever the subject: 403 for everyone else, list and PDF alike. */
const requireResumoAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!hasActiveSubscription(c.get('user'))) throw new AppError('RESUMOS_SUBSCRIBERS_ONLY');
  await next();
};

/**
 * /api/resumos: the list, and each PDF's bytes behind the same check, so knowing a PDF's URL is not
 * enough to read it. The PDF may be cached only by the reader's own browser and is revalidated each time
 * (its ETag is the file's id, whose bytes never change), so a lapsed subscription stops reading at once.
 */
export function resumosRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps), requireResumoAccess)
    .get('/', async (c) => c.json(await listResumos({ db })))
    .get('/:id/pdf', idParam, async (c) => {
      const pdf = await getResumoPdf({ db, resumoId: c.req.valid('param').id });
      if (pdf.kind === 'externo') return c.redirect(pdf.url, 302);

      const etag = `"${pdf.arquivo.id}"`;
      const headers = {
        'cache-control': 'private, no-cache',
        etag,
        'x-content-type-options': 'nosniff',
        // The reader shows the PDF in a frame of our own page (resumo-viewer.tsx): this one API answer may
        // be framed, by the app's own origin only, instead of the API's default of never.
        'x-frame-options': 'SAMEORIGIN',
        'content-security-policy': "frame-ancestors 'self'",
      };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      const disposition = c.req.query('download') === '1' ? 'attachment' : 'inline';
      return c.body(pdf.arquivo.dados as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'content-type': 'application/pdf',
        'content-length': String(pdf.arquivo.tamanho),
        'content-disposition': `${disposition}; filename="${pdfFileName(pdf.titulo)}"`,
      });
    });
}
