import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { loginSchema } from './login.js';

const firstMessage = (input: unknown) => {
  const r = loginSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('loginSchema (SPEC §5, the sign-in form)', () => {
  it('trims the e-mail, keeps the password as typed and remembers nobody unless asked', () => {
    expect(loginSchema.parse({ email: '  ana@example.com ', password: ' segredo ' })).toEqual({
      email: 'ana@example.com',
      password: ' segredo ',
      rememberMe: false,
    });
    expect(loginSchema.parse({ email: 'ana@example.com', password: 'x', rememberMe: true }).rememberMe).toBe(true);
  });

  it('asks for both fields with the spec message', () => {
    expect(firstMessage({ email: '   ', password: 'x' })).toBe(messages.loginFieldsRequired);
    expect(firstMessage({ email: 'ana@example.com', password: '' })).toBe(messages.loginFieldsRequired);
  });
});
