import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editalInputSchema, moduloInputSchema, unidadeInputSchema } from './admin.js';
import { alunoCreateSchema, alunoUpdateSchema } from './admin-alunos.js';
import { aulaFormSchema, materiaFormSchema } from './admin-materias.js';
import { questaoInputSchema } from './admin-questoes.js';
import { recoverySchema, signupSchema } from './auth.js';
import { comentarioInputSchema, reportInputSchema } from './comentarios.js';
import { loginSchema } from './login.js';
import { notaFormSchema } from './notas.js';
import { changePasswordFormSchema, newPasswordFormSchema } from './password-change.js';
import { perfilUpdateSchema } from './perfil.js';
import { provaFormSchema } from './provas.js';
import { installZodPtBr } from './zod-pt-br.js';

/** Words of zod's English defaults ('Too small: expected number to be >0', 'Invalid input'). */
const ENGLISH = /\b(expected|received|invalid|too (small|big)|required|input|option|string|number)\b/i;

describe('zod’s default messages, on the server', () => {
  beforeAll(installZodPtBr);
  afterAll(() => z.config(z.locales.en()));

  const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it.each([
    ['O valor deve ser maior que 0.', z.number().positive(), 0],
    ['O valor deve ser no mínimo 1.', z.number().min(1), 0],
    ['O valor deve ser no máximo 50.', z.number().max(50), 51],
    ['O valor deve ser menor que 10.000.', z.number().lt(10_000), 10_000],
    ['Informe um número inteiro.', z.number().int(), 1.5],
    ['Informe um número.', z.number(), 'abc'],
    ['Preencha este campo.', z.string(), undefined],
    ['Valor inválido.', z.string(), 42],
    ['Preencha este campo.', z.string().min(1), ''],
    ['Use pelo menos 8 caracteres.', z.string().min(8), 'abc'],
    ['Use no máximo 2.000 caracteres.', z.string().max(2000), 'x'.repeat(2001)],
    ['Selecione pelo menos um item.', z.array(z.number()).min(1), []],
    ['Use no máximo 100 itens.', z.array(z.number()).max(100), Array(101).fill(1)],
    ['Informe um email válido.', z.email(), 'a@'],
    ['Formato inválido.', z.uuid(), 'x'],
    ['Opção inválida.', z.enum(['like', 'dislike']), 'love'],
    ['O valor deve ser múltiplo de 5.', z.number().multipleOf(5), 7],
    ['Campo não permitido: b.', z.strictObject({ a: z.number() }), { a: 1, b: 2 }],
    ['Valor inválido.', z.string().refine((s) => s === 'ok'), 'no'],
    ['Valor inválido.', z.union([z.string(), z.number()]), true],
  ] as Array<[string, z.ZodType, unknown]>)('%s', (expected, schema, value) => {
    expect(message(schema, value)).toBe(expected);
  });

  it('keeps a schema’s own message', () => {
    expect(message(z.string().min(1, 'Por favor, escreva seu comentário.'), '')).toBe(
      'Por favor, escreva seu comentário.',
    );
  });
});

describe('the forms of the browser, which do not download the pt-BR defaults', () => {
  const DEFAULT = '<zod default>';
  beforeAll(() => z.config({ localeError: () => DEFAULT }));
  afterAll(() => z.config(z.locales.en()));

  // Classic and zod/mini schemas alike (the sign-in form is mini: it is on the first download of /login).
  const forms: Record<string, z.core.$ZodType> = {
    loginSchema,
    signupSchema,
    recoverySchema,
    newPasswordFormSchema,
    changePasswordFormSchema,
    perfilUpdateSchema,
    notaFormSchema,
    provaFormSchema,
    comentarioInputSchema,
    reportInputSchema,
    moduloInputSchema,
    unidadeInputSchema,
    editalInputSchema,
    materiaFormSchema,
    aulaFormSchema,
    alunoCreateSchema,
    alunoUpdateSchema,
    questaoInputSchema,
  };

  /** What a form's inputs can hold, by the kind of field: any text, numbers from number inputs, checkboxes. */
  const TEXTS = ['', ' ', 'x', 'a@', '-1', '1,5', '2025-02-30', 'x'.repeat(100_001)];
  const NUMBERS = [0, -1, 1.5, 1e12, Number.NaN];
  const candidates: Record<string, unknown[]> = { string: TEXTS, enum: TEXTS, number: NUMBERS, boolean: [true, false] };

  /** The field's base type under optional, nullable, default and pipes (what the input holds). */
  function kindOf(schema: z.core.$ZodType): string {
    const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    if (def.innerType) return kindOf(def.innerType);
    if (def.type === 'pipe' && def.in) return kindOf(def.in);
    return def.type;
  }

  function shapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
    const def = schema._zod.def as {
      type: string;
      shape?: Record<string, z.core.$ZodType>;
      in?: z.core.$ZodType;
    };
    if (def.shape) return def.shape;
    if (def.in) return shapeOf(def.in);
    throw new Error(`no object shape in a ${def.type}`);
  }

  it.each(Object.entries(forms))('%s gives every field its own pt-BR message', (_name, schema) => {
    const defaults: string[] = [];
    for (const [field, fieldSchema] of Object.entries(shapeOf(schema))) {
      for (const value of candidates[kindOf(fieldSchema)] ?? [...TEXTS, ...NUMBERS]) {
        const issues = (z.safeParse(schema, { [field]: value }).error?.issues ?? []).filter((i) => i.path[0] === field);
        for (const issue of issues) {
          if (issue.message === DEFAULT) defaults.push(`${field} = ${JSON.stringify(value)?.slice(0, 12)}`);
          else expect(issue.message).not.toMatch(ENGLISH);
        }
      }
    }
    expect([...new Set(defaults)]).toEqual([]);
  });
});
