import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import {
  anotacaoInputSchema,
  cadernoNomeSchema,
  cadernoPageQuerySchema,
  cadernoQuestaoSchema,
  cadernoSimuladoQuerySchema,
} from '../../shared/schemas/cadernos.js';
import { idSchema } from '../../shared/schemas/id.js';
import { requireUser } from '../auth/middleware.js';
import type { AppDeps, AppEnv } from '../context.js';
import { deleteAnotacao, getAnotacao, saveAnotacao } from '../services/cadernos/anotacoes.js';
import { addQuestaoAoCaderno, removeQuestaoDoCaderno } from '../services/cadernos/caderno-questoes.js';
import { getCadernoPage } from '../services/cadernos/get-caderno-page.js';
import { getCadernoSimulado } from '../services/cadernos/get-caderno-simulado.js';
import { listCadernos } from '../services/cadernos/list-cadernos.js';
import { createCaderno, deleteCaderno, renameCaderno } from '../services/cadernos/write-caderno.js';
import { idParam } from './params.js';
import { jsonBody, parseOrThrow, queryParams } from './validate.js';

const questaoParam = validator('param', (value) =>
  parseOrThrow(z.object({ id: idSchema, questaoId: idSchema }), value),
);

/** /api/cadernos: the signed-in student's cadernos of saved questions (issue 33 §6); another's is a 404. */
export function cadernosRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => c.json(await listCadernos({ db, userId: c.get('user').id })))
    .post('/', jsonBody(cadernoNomeSchema), async (c) =>
      c.json(await createCaderno({ db, userId: c.get('user').id, nome: c.req.valid('json').nome }), 201),
    )
    .get('/:id', idParam, queryParams(cadernoPageQuerySchema), async (c) =>
      c.json(
        await getCadernoPage({
          db,
          user: c.get('user'),
          cadernoId: c.req.valid('param').id,
          apos: c.req.valid('query').apos,
        }),
      ),
    )
    .patch('/:id', idParam, jsonBody(cadernoNomeSchema), async (c) =>
      c.json(
        await renameCaderno({
          db,
          userId: c.get('user').id,
          cadernoId: c.req.valid('param').id,
          nome: c.req.valid('json').nome,
        }),
      ),
    )
    .delete('/:id', idParam, async (c) => {
      await deleteCaderno({ db, userId: c.get('user').id, cadernoId: c.req.valid('param').id });
      return c.body(null, 204);
    })
    .get('/:id/simulado', idParam, queryParams(cadernoSimuladoQuerySchema), async (c) =>
      c.json(
        await getCadernoSimulado({
          db,
          user: c.get('user'),
          cadernoId: c.req.valid('param').id,
          ordem: c.req.valid('query').ordem,
        }),
      ),
    )
    .post('/:id/questoes', idParam, jsonBody(cadernoQuestaoSchema), async (c) => {
      const input = { db, user: c.get('user'), cadernoId: c.req.valid('param').id, ...c.req.valid('json') };
      const { adicionada } = await addQuestaoAoCaderno(input);
      return c.json({ adicionada }, adicionada ? 201 : 200);
    })
    .delete('/:id/questoes/:questaoId', questaoParam, async (c) => {
      const { id, questaoId } = c.req.valid('param');
      await removeQuestaoDoCaderno({ db, userId: c.get('user').id, cadernoId: id, questaoId });
      return c.body(null, 204);
    });
}

/** /api/anotacoes/{questaoId}: 'Minhas anotações', the student's private note on a question they may open. */
export function anotacoesRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/:id', idParam, async (c) =>
      c.json(await getAnotacao({ db, user: c.get('user'), questaoId: c.req.valid('param').id })),
    )
    .put('/:id', idParam, jsonBody(anotacaoInputSchema), async (c) =>
      c.json(
        await saveAnotacao({
          db,
          user: c.get('user'),
          questaoId: c.req.valid('param').id,
          texto: c.req.valid('json').texto,
        }),
      ),
    )
    .delete('/:id', idParam, async (c) => {
      await deleteAnotacao({ db, userId: c.get('user').id, questaoId: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
