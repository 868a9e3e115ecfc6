/** Keeps only digits, at most 11 (DDD + 9-digit mobile). */
export function whatsappDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 11);
}

/** A WhatsApp number is valid with 10 (landline) or 11 (mobile) digits. */
export function isValidWhatsapp(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11;
}

/**
 * Formats as the user types: (DD) NNNNN-NNNN for 11 digits, (DD) NNNN-NNNN for 10, partial otherwise.
 */
export function formatWhatsapp(value: string): string {
  const d = whatsappDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const split = d.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${ddd}) ${rest}`;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
