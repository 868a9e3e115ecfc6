import { describe, expect, it } from 'vitest';
import { formatWhatsapp, isValidWhatsapp, whatsappDigits } from './whatsapp.js';

describe('formatWhatsapp', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11 98765 4321 999', '(11) 98765-4321'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatWhatsapp(input)).toBe(expected);
  });
});

describe('isValidWhatsapp', () => {
  it('accepts 10 or 11 digits, ignoring punctuation', () => {
    expect(isValidWhatsapp('(11) 3333-4444')).toBe(true);
    expect(isValidWhatsapp('11987654321')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const v of ['', '119876543', '119876543210', 'telefone']) expect(isValidWhatsapp(v)).toBe(false);
  });
  it('keeps only digits, at most 11', () => {
    expect(whatsappDigits('(11) 98765-4321 ramal 2')).toBe('11987654321');
  });
});
