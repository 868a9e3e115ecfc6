import { Hono } from 'hono';
import { provaInputSchema } from '../../shared/schemas/provas.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { AppError } from '../errors.js';
import { buildCalendarioFeed } from '../services/provas/calendario-feed.js';
import { getCalendarioFeed, regenerateCalendarioFeed } from '../services/provas/calendario-token.js';
import { deleteProva } from '../services/provas/delete-prova.js';
import { getProva } from '../services/provas/get-prova.js';
import { listProvaMaterias } from '../services/provas/list-prova-materias.js';
import { listProvas } from '../services/provas/list-provas.js';
import { createProva, updateProva } from '../services/provas/save-prova.js';
import { idParam } from './params.js';
import { jsonBody } from './validate.js';

/** /api/provas: the signed-in student's Calendário de Provas (SPEC §2 /calendario) and their feed's link. */
export function provasRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use(requireUser(deps))
      .get('/', async (c) => c.json(await listProvas({ db, userId: c.get('user').id })))
      .post('/', jsonBody(provaInputSchema), async (c) =>
        c.json(await createProva({ db, userId: c.get('user').id, input: c.req.valid('json') }), 201),
      )
      .get('/materias', async (c) => c.json(await listProvaMaterias({ db })))
      // The feed's link: made on first ask; POST replaces it (the old link stops working at once).
      .get('/calendario', async (c) => c.json(await getCalendarioFeed({ db, userId: c.get('user').id })))
      .post('/calendario', async (c) => c.json(await regenerateCalendarioFeed({ db, userId: c.get('user').id })))
      .get('/:id', idParam, async (c) =>
        c.json(await getProva({ db, userId: c.get('user').id, provaId: c.req.valid('param').id })),
      )
      .put('/:id', idParam, jsonBody(provaInputSchema), async (c) =>
        c.json(
          await updateProva({
            db,
            userId: c.get('user').id,
            provaId: c.req.valid('param').id,
            input: c.req.valid('json'),
          }),
        ),
      )
      .delete('/:id', idParam, async (c) => {
        await deleteProva({ db, userId: c.get('user').id, provaId: c.req.valid('param').id });
        return c.body(null, 204);
      })
  );
}

/**
 * GET /api/calendario/{token}.ics: the student's provas as an iCalendar feed (RFC 5545) for Google Agenda
 * or a phone. No session: calendar apps fetch it on their own, so the unguessable token is the credential.
 */
export function calendarioFeedRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const uidDomain = new URL(env.appUrl).hostname;
  return new Hono<AppEnv>().get('/:arquivo', async (c) => {
    const arquivo = c.req.param('arquivo');
    if (!arquivo.endsWith('.ics')) throw new AppError('NOT_FOUND');
    const body = await buildCalendarioFeed({ db, token: arquivo.slice(0, -'.ics'.length), uidDomain });
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="bizu-provas.ics"',
      // The provas change and the URL is a secret: no shared or stored copies.
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    });
  });
}
