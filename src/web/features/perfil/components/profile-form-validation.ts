import { fieldErrors } from '../../../../shared/schemas/field-errors';
import { perfilUpdateSchema, type PerfilUpdate, type PerfilUpdateInput } from '../../../../shared/schemas/perfil';

export type ProfileFieldErrors = Partial<Record<keyof PerfilUpdateInput, string>>;

/**
 * The profile form's own check, with the schema the server applies: the values to send, or each
 * field's first message. zod and the schema load with this module, on demand (profile-form.tsx), not
 * with /perfil.
 */
export function validateProfile(
  values: PerfilUpdateInput,
): { data: PerfilUpdate; errors: null } | { data: null; errors: ProfileFieldErrors } {
  const parsed = perfilUpdateSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  return { data: null, errors: fieldErrors(parsed.error) as ProfileFieldErrors };
}
