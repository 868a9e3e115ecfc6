import { z } from 'zod';
import { validator } from 'hono/validator';
import { idSchema } from '../../shared/schemas/id.js';
import { parseOrThrow } from './validate.js';

/** `:id` path parameters as database ids (400 otherwise, also for one beyond the integer column). */
export const idParam = validator('param', (value) => parseOrThrow(z.object({ id: idSchema }), value));
