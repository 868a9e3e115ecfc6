/** A select's or URL parameter's value as an id: a positive integer, or null ('' or anything else). */
export function parseId(value: string | null | undefined): number | null {
  const n = Number(value);
  return value != null && value !== '' && Number.isInteger(n) && n > 0 ? n : null;
}
