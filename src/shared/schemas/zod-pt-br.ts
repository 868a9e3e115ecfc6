import { z } from 'zod';
import { atFirstUse } from '../rules/at-first-use.js';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const numero = atFirstUse(() => new Intl.NumberFormat('pt-BR'));
const fmt = (n: unknown) => (typeof n === 'number' || typeof n === 'bigint' ? numero().format(n) : String(n));

const tamanho = (origin: unknown): { unidade: string; item: string } | null => {
  if (origin === 'string') return { unidade: 'caracteres', item: 'caractere' };
  if (origin === 'array' || origin === 'set') return { unidade: 'itens', item: 'item' };
  return null;
};

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  const size = tamanho(issue.origin);
  if (issue.origin === 'string' && min <= 1) return 'Preencha este campo.';
  if (size && min <= 1) return 'Selecione pelo menos um item.';
  if (size) return `Use pelo menos ${fmt(issue.minimum)} ${size.unidade}.`;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return issue.inclusive
      ? `O valor deve ser no mínimo ${fmt(issue.minimum)}.`
      : `O valor deve ser maior que ${fmt(issue.minimum)}.`;
  }
  if (issue.origin === 'date') return 'Data fora do período permitido.';
  return 'Valor pequeno demais.';
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const size = tamanho(issue.origin);
  if (size) return `Use no máximo ${fmt(issue.maximum)} ${Number(issue.maximum) === 1 ? size.item : size.unidade}.`;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return issue.inclusive
      ? `O valor deve ser no máximo ${fmt(issue.maximum)}.`
      : `O valor deve ser menor que ${fmt(issue.maximum)}.`;
  }
  if (issue.origin === 'file') return 'O arquivo é grande demais.';
  if (issue.origin === 'date') return 'Data fora do período permitido.';
  return 'Valor grande demais.';
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'email') return 'Informe um email válido.';
  if (issue.format === 'url') return 'Informe um endereço (URL) válido.';
  if (issue.format === 'date' || issue.format === 'datetime') return 'Informe uma data válida.';
  if (issue.format === 'time') return 'Informe um horário válido.';
  return 'Formato inválido.';
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return 'Preencha este campo.';
  if (issue.expected === 'int') return 'Informe um número inteiro.';
  if (issue.expected === 'number') return 'Informe um número.';
  if (issue.expected === 'date') return 'Informe uma data válida.';
  return 'Valor inválido.';
}

/**
 * Zod's default messages in Brazilian Portuguese, short and meant for a person ('Use no máximo 100
 * caracteres.'), never a type name or an operator ('Too small: expected number to be >0'). Schemas give
 * their own message where the spec has one; this covers every check that does not. Installed on the
 * server (routes/validate.ts), where every API refusal passes; the browser's forms carry their own
 * messages (checked by zod-pt-br.test.ts), so the sign-in screen does not download this too.
 */
export const zodPtBrError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `O valor deve ser múltiplo de ${fmt(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'Campo não permitido' : 'Campos não permitidos'}: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return 'Opção inválida.';
    default:
      return 'Valor inválido.';
  }
};

/** Makes `zodPtBrError` zod's locale for every schema of this process. */
export function installZodPtBr(): void {
  z.config({ localeError: zodPtBrError });
}
