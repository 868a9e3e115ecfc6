import { z } from 'zod';
import { validator } from 'hono/validator';
import { parseOrThrow } from './validate.js';

/** `:id` path parameters as positive integers (400 otherwise). */
export const idParam = validator('param', (value) =>
  parseOrThrow(z.object({ id: z.coerce.number().int().positive() }), value),
);
