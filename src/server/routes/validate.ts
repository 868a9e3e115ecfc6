import type { z } from 'zod';
import { validator } from 'hono/validator';
import { AppError } from '../errors.js';
import { installZodPtBr } from '../../shared/schemas/zod-pt-br.js';
import { fieldErrors } from '../../shared/schemas/field-errors.js';

// Every refusal below carries a zod message to the user: a check without a message of its own speaks
// pt-BR too, never zod's English default ('Too small: expected number to be >0').
installZodPtBr();

/** True when a string anywhere in `value` (a key too, at any depth) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // JSON.parse builds nesting of any depth; past this the body is not one of our forms anyway.
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * Parses with a shared schema or throws a 400 whose message is the first issue's (already pt-BR). Every
 * body, query and path parameter passes here, so this is where a NUL character is refused once for every
 * text field: PostgreSQL cannot store one, and the database error would be a 500.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (containsNul(value)) throw new AppError('INVALID_CHARACTERS');
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw new AppError('INVALID_INPUT', fields, result.error.issues[0]?.message);
  }
  return result.data;
}

/**
 * For a handler that passes the raw request on (Better Auth's endpoints, which look tokens up in the
 * database): a JSON body holding a NUL character is refused here instead of failing as a 500 there.
 */
export async function refuseNulInJsonBody(request: Request): Promise<void> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  if (containsNul(body)) throw new AppError('INVALID_CHARACTERS');
}

/** Hono validator for a JSON body against a shared zod schema. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return validator('json', (value) => parseOrThrow(schema, value));
}

/** Hono validator for the query string against a shared zod schema. */
export function queryParams<S extends z.ZodType>(schema: S) {
  return validator('query', (value) => parseOrThrow(schema, value));
}
