import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { setApiFieldErrors } from './api-field-errors';

type Values = { email: string; password: string };
const refusal = (fields?: Record<string, string>) =>
  new ApiError({ status: 400, code: 'VALIDATION', message: 'Dados inválidos.', fields });

describe("the API's field messages on a form", () => {
  it('puts each named field its message, in the form’s order, focusing only the first', () => {
    const setError = vi.fn();
    const placed = setApiFieldErrors<Values>(
      refusal({ password: 'Senha curta.', email: 'Email já cadastrado.', outro: 'ignorado' }),
      ['email', 'password'],
      setError,
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'Email já cadastrado.' }, { shouldFocus: true }],
      ['password', { message: 'Senha curta.' }, { shouldFocus: false }],
    ]);
  });

  it('places nothing for a refusal without the form’s fields, or for anything else', () => {
    const setError = vi.fn();
    expect(setApiFieldErrors<Values>(refusal({ outro: 'x' }), ['email', 'password'], setError)).toBe(false);
    expect(setApiFieldErrors<Values>(refusal(), ['email', 'password'], setError)).toBe(false);
    expect(setApiFieldErrors<Values>(new TypeError('Failed to fetch'), ['email', 'password'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
