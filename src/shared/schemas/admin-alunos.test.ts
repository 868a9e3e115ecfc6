import { describe, expect, it } from 'vitest';
import {
  alunoCreateSchema,
  alunoMessages,
  alunoUpdateSchema,
  diasRestantes,
  diasRestantesLabel,
  formatDia,
  saoPauloDay,
} from './admin-alunos';

// 15:00 in São Paulo (UTC-3) on 2025-03-10.
const now = new Date('2025-03-10T18:00:00Z');

describe('Dias Restantes', () => {
  it.each([
    [null, null, '-'],
    ['2025-03-09T12:00:00Z', '2025-03-09', 'Expirado'],
    ['2025-03-11T02:59:59.999Z', '2025-03-10', 'Expira hoje'],
    ['2025-03-12T02:59:59.999Z', '2025-03-11', '1 dia'],
    ['2025-04-10T02:59:59.999Z', '2025-04-09', '30 dias'],
  ])('expiry %s (day %s) reads %s', (dataExpiracao, dataExpiracaoDia, label) => {
    expect(diasRestantesLabel({ dataExpiracao, dataExpiracaoDia }, now)).toBe(label);
  });

  it('reads Expirado when the expiry passed earlier today', () => {
    expect(diasRestantesLabel({ dataExpiracao: '2025-03-10T14:00:00Z', dataExpiracaoDia: '2025-03-10' }, now)).toBe(
      'Expirado',
    );
  });

  it('counts São Paulo calendar days, across months and years', () => {
    expect(saoPauloDay(new Date('2025-03-11T02:30:00Z'))).toBe('2025-03-10');
    expect(diasRestantes('2026-01-01', '2025-12-31')).toBe(1);
    expect(diasRestantes('2025-03-01', '2025-02-28')).toBe(1);
    expect(formatDia('2025-03-09')).toBe('09/03/2025');
    expect(formatDia(null)).toBe('-');
  });
});

describe('Novo / Editar Usuário', () => {
  const base = { nome: 'Ana', email: ' Ana@Example.com ', whatsapp: '(11) 98765-4321' };

  it('requires a password of at least 6 for a new user only', () => {
    expect(alunoCreateSchema.safeParse(base).error?.issues[0]?.message).toBe(alunoMessages.senhaRequired);
    expect(alunoCreateSchema.safeParse({ ...base, senha: '' }).error?.issues[0]?.message).toBe(
      alunoMessages.senhaRequired,
    );
    expect(alunoCreateSchema.safeParse({ ...base, senha: '12345' }).error?.issues[0]?.message).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    expect(alunoUpdateSchema.parse({ ...base, senha: '' }).senha).toBeNull();
    expect(alunoUpdateSchema.safeParse({ ...base, senha: '12' }).success).toBe(false);
  });

  it('stores the e-mail lower-case and the WhatsApp as its 10 or 11 digits', () => {
    const parsed = alunoCreateSchema.parse({ ...base, senha: 'segredo' });
    expect(parsed).toMatchObject({ email: 'ana@example.com', whatsapp: '11987654321', isAdmin: false });
    expect(alunoCreateSchema.parse({ ...base, senha: 'segredo', whatsapp: '' }).whatsapp).toBeNull();
    expect(alunoCreateSchema.safeParse({ ...base, senha: 'segredo', whatsapp: '123456789' }).success).toBe(false);
  });
});
