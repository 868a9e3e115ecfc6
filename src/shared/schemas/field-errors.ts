import type { z } from 'zod';

/** Field → its first pt-BR message, for inline form errors (the API's 400s and the forms' own checks). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
