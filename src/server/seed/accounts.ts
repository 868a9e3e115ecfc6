/** Password of every demo account; README and tests sign in with it. */
export const DEMO_PASSWORD = 'bizu1234';

export const DEMO_ACCOUNTS = {
  aluno: 'aluno@example.com',
  assinante: 'assinante@example.com',
  admin: 'admin@example.com',
} as const;
