import { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps, AppEnv } from '../../context.js';
import { idParam } from '../params.js';
import { jsonBody } from '../validate.js';

interface AdminCtx {
  db: Db;
  adminUserId: string;
}

/** The four services of one admin list (a cadastro such as bancas): list, create, update and delete. */
export interface CrudServices<Input, Item> {
  list: (db: Db) => Promise<Item[]>;
  create: (ctx: AdminCtx, input: Input) => Promise<Item>;
  update: (ctx: AdminCtx, id: number, input: Input) => Promise<Item>;
  remove: (ctx: AdminCtx, id: number) => Promise<void>;
}

/**
 * GET /, POST / (201), PUT /{id} and DELETE /{id} (204) of one admin cadastro, its body checked by
 * `schema`; mounted under the admin guard of routes/admin/index.ts, which names the acting admin.
 */
export function adminCrudRoutes<S extends z.ZodType, Item>(
  { db }: AppDeps,
  schema: S,
  services: CrudServices<z.output<S>, Item>,
) {
  const ctx = (adminUserId: string) => ({ db, adminUserId });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await services.list(db)))
    .post('/', jsonBody(schema), async (c) =>
      c.json(await services.create(ctx(c.get('user').id), c.req.valid('json') as z.output<S>), 201),
    )
    .put('/:id', idParam, jsonBody(schema), async (c) =>
      c.json(await services.update(ctx(c.get('user').id), c.req.valid('param').id, c.req.valid('json') as z.output<S>)),
    )
    .delete('/:id', idParam, async (c) => {
      await services.remove(ctx(c.get('user').id), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
