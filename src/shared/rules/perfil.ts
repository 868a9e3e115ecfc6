// The profile's limits, without zod: /perfil reads them on its first paint (the photo's size check,
// the QRA field's maxLength) and downloads zod only when the form is validated (docs/decisions/0025).
// schemas/perfil.ts re-exports them for the server and the other schemas.

export const QRA_MAX_LENGTH = 40;
export const NOME_MAX_LENGTH = 100;

/** The largest photo accepted (SPEC §9: 2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
