import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import {
  alunoCreateSchema,
  alunoIdSchema,
  alunosQuerySchema,
  alunoUpdateSchema,
} from '../../../shared/schemas/admin-alunos.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { createAluno } from '../../services/admin/alunos/create-aluno.js';
import { deleteAluno } from '../../services/admin/alunos/delete-aluno.js';
import { listAlunos } from '../../services/admin/alunos/list-alunos.js';
import { updateAluno } from '../../services/admin/alunos/update-aluno.js';
import { jsonBody, parseOrThrow, queryParams } from '../validate.js';

/** `:id` of a user: a text id (Better Auth's UUIDs), 400 when it cannot be one. */
const userIdParam = validator('param', (value) => parseOrThrow(z.object({ id: alunoIdSchema }), value));

/** /api/admin/alunos: search and page, create, edit, delete; mounted under the admin guard of routes/admin/index.ts. */
export function adminAlunosRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', queryParams(alunosQuerySchema), async (c) => c.json(await listAlunos(db, c.req.valid('query'))))
    .post('/', jsonBody(alunoCreateSchema), async (c) =>
      c.json(await createAluno({ db, adminUserId: c.get('user').id }, c.req.valid('json')), 201),
    )
    .put('/:id', userIdParam, jsonBody(alunoUpdateSchema), async (c) =>
      c.json(
        await updateAluno(
          { db, adminUserId: c.get('user').id, adminSessionId: c.get('session').id },
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
    )
    .delete('/:id', userIdParam, async (c) => {
      await deleteAluno({ db, adminUserId: c.get('user').id }, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
