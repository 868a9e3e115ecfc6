import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { correcaoSchema, impressaoRequestSchema } from '../../shared/schemas/impressao.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { corrigirImpresso } from '../services/impressao/corrigir-impresso.js';
import { listImpressos } from '../services/impressao/list-impressos.js';
import { printSimulado } from '../services/impressao/print-simulado.js';
import { jsonBody, parseOrThrow } from './validate.js';

const sessaoParam = validator('param', (value) => parseOrThrow(z.object({ id: z.uuid() }), value));

/**
 * The printed simulado (issue 27 §6), under /api/simulados: POST /impressao answers the PDF, GET
 * /impressos lists the sheets not yet corrected, POST /impressos/:id/correcao grades one. Each route
 * checks the session itself: a `use` here would run again for every other /api/simulados route.
 */
export function impressaoRoutes(deps: AppDeps) {
  const { db } = deps;
  const auth = requireUser(deps);
  return new Hono<AppEnv>()
    .post('/impressao', auth, jsonBody(impressaoRequestSchema), async (c) => {
      const printed = await printSimulado({ db, user: c.get('user'), input: c.req.valid('json') });
      return c.body(new Uint8Array(printed.pdf), 200, {
        'content-type': 'application/pdf',
        'content-length': String(printed.pdf.byteLength),
        'content-disposition': `attachment; filename="${printed.fileName}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
    })
    .get('/impressos', auth, async (c) => c.json(await listImpressos({ db, userId: c.get('user').id })))
    .post('/impressos/:id/correcao', auth, sessaoParam, jsonBody(correcaoSchema), async (c) => {
      const saved = await corrigirImpresso({
        db,
        user: c.get('user'),
        sessaoId: c.req.valid('param').id,
        respostas: c.req.valid('json').respostas,
      });
      return c.json({ id: saved.id }, saved.created ? 201 : 200);
    });
}
