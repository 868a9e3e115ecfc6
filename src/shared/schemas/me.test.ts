import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseMe, type Me } from './me';

/** The paths of the fields `parseMe` refused in `value`, or null when it accepted it. */
function refusedFields(value: unknown): string[] | null {
  try {
    parseMe(value);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(z.core.$ZodError);
    return (error as z.core.$ZodError).issues.map((issue) => issue.path.join('.'));
  }
}

const profile: Me = {
  id: 'u1',
  nome: 'Ana Souza',
  email: 'ana@example.com',
  whatsapp: null,
  avatarUrl: '/api/avatars/u1?v=3',
  editalId: 2,
  unidadeId: null,
  qra: null,
  showInRanking: true,
  dataExpiracao: '2027-01-31T23:59:59.000Z',
  isAdmin: false,
};

describe('parseMe', () => {
  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 'ana', 42, true, [profile]]) {
      expect(refusedFields(value), JSON.stringify(value)).toEqual(['']);
    }
  });

  it('refuses a profile with a field missing, of another type, or null where null is not allowed', () => {
    const broken: Array<[keyof Me, unknown]> = [
      ['id', undefined],
      ['id', 7],
      ['nome', null],
      ['email', undefined],
      ['whatsapp', 11999999999],
      ['avatarUrl', undefined],
      ['editalId', '2'],
      ['editalId', 2.5],
      ['editalId', Number.NaN],
      ['editalId', Number.MAX_SAFE_INTEGER + 2],
      ['unidadeId', undefined],
      ['qra', false],
      ['showInRanking', 'true'],
      ['showInRanking', null],
      ['dataExpiracao', 0],
      ['isAdmin', 1],
      ['isAdmin', undefined],
    ];
    for (const [field, value] of broken) {
      const candidate: Record<string, unknown> = { ...profile, [field]: value };
      if (value === undefined) delete candidate[field];
      expect(refusedFields(candidate), `${field} = ${String(value)}`).toEqual([field]);
    }
  });

  it('accepts a whole profile, with nulls where they are allowed, and keeps only its fields', () => {
    expect(parseMe(profile)).toEqual(profile);
    const nulls = { ...profile, avatarUrl: null, editalId: null, dataExpiracao: null, whatsapp: null };
    expect(parseMe(nulls)).toEqual(nulls);
    const withExtra = { ...profile, passwordHash: 'x', token: 'y' };
    expect(parseMe(withExtra)).toEqual(profile);
    expect(Object.keys(parseMe(withExtra))).not.toContain('passwordHash');
  });
});
