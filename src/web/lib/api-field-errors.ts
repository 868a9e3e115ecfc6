import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * Puts the API's per-field messages (a refusal's `fields`) under the form's own fields, the first one
 * focused, as every form of the app shows them (decision 0040). Returns whether any was placed, so the
 * caller shows its message above the form only when none was.
 */
export function setApiFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const field of fields) {
    const message = error.fields?.[field];
    if (!message) continue;
    setError(field, { message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
