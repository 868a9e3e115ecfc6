import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { signupSchema } from './auth.js';

const valid = {
  nome: 'Ana Lima',
  email: 'ana@example.com',
  whatsapp: '',
  password: '123456',
  confirmPassword: '123456',
};
const firstMessage = (input: unknown) => {
  const r = signupSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('signupSchema (SPEC §5)', () => {
  it('accepts a valid form and keeps WhatsApp as digits, or none when empty', () => {
    expect(signupSchema.parse(valid).whatsapp).toBeUndefined();
    expect(signupSchema.parse({ ...valid, whatsapp: '(21) 99876-5432' }).whatsapp).toBe('21998765432');
  });
  it('gives the spec message for each mistake', () => {
    expect(firstMessage({ ...valid, nome: '  ' })).toBe(messages.signupFieldsRequired);
    expect(firstMessage({ ...valid, confirmPassword: '' })).toBe(messages.signupFieldsRequired);
    expect(firstMessage({ ...valid, password: '12345', confirmPassword: '12345' })).toBe(messages.passwordTooShort);
    expect(firstMessage({ ...valid, confirmPassword: '654321' })).toBe(messages.passwordsDontMatch);
    expect(firstMessage({ ...valid, whatsapp: '(21) 9987' })).toBe(messages.whatsappInvalid);
  });
});
