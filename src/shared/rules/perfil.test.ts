import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import * as schemas from '../schemas/perfil';
import { AVATAR_MAX_BYTES, NOME_MAX_LENGTH, QRA_MAX_LENGTH } from './perfil';

const valid: schemas.PerfilUpdateInput = {
  nome: 'Maria',
  whatsapp: null,
  editalId: null,
  unidadeId: null,
  qra: null,
  showInRanking: true,
};

describe('profile limits (SPEC §2 /perfil, §9)', () => {
  it('are the spec’s: 2 MB photos, a 100-character name, a 40-character QRA', () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(NOME_MAX_LENGTH).toBe(100);
    expect(QRA_MAX_LENGTH).toBe(40);
  });

  it('are the ones the schema checks and re-exports for the server', () => {
    expect(schemas.AVATAR_MAX_BYTES).toBe(AVATAR_MAX_BYTES);
    expect(schemas.NOME_MAX_LENGTH).toBe(NOME_MAX_LENGTH);
    expect(schemas.QRA_MAX_LENGTH).toBe(QRA_MAX_LENGTH);
    const parse = (input: Partial<schemas.PerfilUpdateInput>) =>
      schemas.perfilUpdateSchema.safeParse({ ...valid, ...input });
    expect(parse({ qra: 'x'.repeat(QRA_MAX_LENGTH) }).success).toBe(true);
    expect(parse({ qra: 'x'.repeat(QRA_MAX_LENGTH + 1) }).error?.issues[0]?.message).toBe(messages.qraTooLong);
    expect(parse({ nome: 'x'.repeat(NOME_MAX_LENGTH) }).success).toBe(true);
    expect(parse({ nome: 'x'.repeat(NOME_MAX_LENGTH + 1) }).error?.issues[0]?.message).toBe(messages.nomeTooLong);
  });

  it('import nothing, so /perfil reads them without downloading zod', () => {
    const source = readFileSync(new URL('./perfil.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
