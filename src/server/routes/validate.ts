import type { z } from 'zod';
import { validator } from 'hono/validator';
import { AppError } from '../errors.js';

/** Field → first pt-BR message, for inline form errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses with a shared schema or throws a 400 whose message is the first issue's (already pt-BR). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw new AppError('INVALID_INPUT', fields, result.error.issues[0]?.message);
  }
  return result.data;
}

/** Hono validator for a JSON body against a shared zod schema. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return validator('json', (value) => parseOrThrow(schema, value));
}

/** Hono validator for the query string against a shared zod schema. */
export function queryParams<S extends z.ZodType>(schema: S) {
  return validator('query', (value) => parseOrThrow(schema, value));
}
