/**
 * The signed-in user's profile as the API returns it (GET /api/me, GET /api/session). Dates are ISO
 * strings.
 *
 * Checked by hand rather than with zod: the session probe checks it before every signed-in page can
 * paint, and zod would be 13 KB (brotli) more on that first download (docs/decisions/0025).
 */
export type Me = {
  id: string;
  nome: string;
  email: string;
  whatsapp: string | null;
  avatarUrl: string | null;
  editalId: number | null;
  unidadeId: number | null;
  qra: string | null;
  showInRanking: boolean;
  dataExpiracao: string | null;
  isAdmin: boolean;
};

type FieldCheck = (value: unknown) => boolean;
const isString: FieldCheck = (value) => typeof value === 'string';
const isBoolean: FieldCheck = (value) => typeof value === 'boolean';
const isInteger: FieldCheck = (value) => Number.isSafeInteger(value);
const orNull =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === null || check(value);

const ME_FIELDS: { [Key in keyof Me]: FieldCheck } = {
  id: isString,
  nome: isString,
  email: isString,
  whatsapp: orNull(isString),
  avatarUrl: orNull(isString),
  editalId: orNull(isInteger),
  unidadeId: orNull(isInteger),
  qra: orNull(isString),
  showInRanking: isBoolean,
  dataExpiracao: orNull(isString),
  isAdmin: isBoolean,
};

/**
 * The profile in `value`, with only the fields above; throws when one is missing or of another type,
 * so an answer that is not a profile is a failure (retried) instead of a half-known user.
 */
export function parseMe(value: unknown): Me {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('The profile is not an object');
  }
  const source = value as Record<string, unknown>;
  const profile: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(ME_FIELDS)) {
    if (!check(source[field])) throw new TypeError(`The profile's ${field} is missing or invalid`);
    profile[field] = source[field];
  }
  return profile as Me;
}
