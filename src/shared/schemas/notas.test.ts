import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { notaFormSchema } from './notas.js';

describe('notaFormSchema', () => {
  const form = { materiaId: '3', nota: '7.45', data: '2025-03-10', descricao: '' };

  it('turns the form strings into the API body; a decimal comma is a decimal point', () => {
    expect(notaFormSchema.parse(form)).toEqual({ materiaId: 3, nota: 7.45, data: '2025-03-10', descricao: null });
    expect(notaFormSchema.parse({ ...form, nota: '8,5', descricao: '  P1 ' })).toMatchObject({
      nota: 8.5,
      descricao: 'P1',
    });
    expect(notaFormSchema.parse({ ...form, nota: '0' }).nota).toBe(0);
    expect(notaFormSchema.parse({ ...form, nota: '10' }).nota).toBe(10);
  });

  it.each([
    [{ materiaId: '' }, messages.notaMateriaRequired],
    [{ nota: '' }, messages.notaRequired],
    [{ nota: 'abc' }, messages.notaRange],
    [{ nota: '10.5' }, messages.notaRange],
    [{ nota: '-1' }, messages.notaRange],
    [{ nota: '6.123' }, messages.notaDecimals],
    [{ data: '' }, messages.notaDataRequired],
    [{ data: '2025-02-30' }, messages.notaDataInvalid],
    [{ descricao: 'x'.repeat(501) }, messages.notaDescricaoTooLong],
  ])('refuses %o with its message', (patch, message) => {
    const result = notaFormSchema.safeParse({ ...form, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
