export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a hash request cannot be made arbitrarily expensive. */
export const PASSWORD_MAX_LENGTH = 128;

export function isPasswordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}
