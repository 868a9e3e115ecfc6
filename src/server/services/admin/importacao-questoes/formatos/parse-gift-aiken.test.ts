import { describe, expect, it } from 'vitest';
import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import { importacaoMessages } from '../../../../../shared/schemas/admin-importacao-questoes.js';
import { lerArquivo } from './ler-arquivo.js';
import type { ArquivoImportado } from './ler-arquivo.js';

const ler = (
  text: string,
  nome: string | null,
  formato: ArquivoImportado['formato'] = 'auto',
  materia = 'Matemática',
) => lerArquivo({ bytes: new TextEncoder().encode(text), nome, formato, materia });
const refusal = (text: string, nome: string | null, formato: ArquivoImportado['formato'] = 'auto') => {
  try {
    ler(text, nome, formato);
  } catch (error) {
    return `${(error as { status?: number }).status} ${(error as Error).message}`;
  }
  return 'aceito';
};

describe('GIFT', () => {
  it('refuses a syntax error with the line it is on', () => {
    const text = '::Q1:: Um {T}\n\n// comentário\n::Q2:: Dois {=a ~b\n~c}\n\n::Q3:: Três {=a ~b ~c ~d';
    expect(refusal(text, 'q.gift')).toBe(
      `400 ${msg.giftInvalido(7, 'a questão termina antes de fechar as respostas com "}"')}`,
    );
  });

  it('reads categories, kinds, escapes, explanations and tags, each item with its line', () => {
    const text = [
      '$CATEGORY: $course$/top/Língua Portuguesa/Crase',
      '',
      '// [tag:banca:Cebraspe]',
      '::Q1::[html]<p>A crase \\: é {TRUE####[html]<p>Sim\\nclaro</p>}',
      '',
      '::Q2:: Quanto é 2\\+2? {',
      '  =4 # certo',
      '  ~3',
      '  ~%50%5',
      '  ~6',
      '}',
    ].join('\n');
    const { formato, linhas } = ler(text, 'q.txt');
    expect(formato).toBe('gift');
    expect(linhas.map((l) => [l.linha, l.cells.materia, l.cells.aula, l.cells.tipo, l.cells.resposta_correta])).toEqual(
      [
        [3, 'Língua Portuguesa', 'Crase', 'certo_errado', 'C'],
        [6, 'Língua Portuguesa', 'Crase', 'multipla4', 'A'],
      ],
    );
    expect(linhas[0]!.cells).toMatchObject({
      enunciado: '<p>A crase : é',
      comentario: '<p>Sim\nclaro</p>',
      banca: 'Cebraspe',
    });
    expect(linhas[1]!.avisos).toEqual([msg.avisoCreditoParcial, msg.avisoFeedbackResposta]);
  });

  it('an item with no answer is an error, an essay or short answer is skipped with its reason', () => {
    const { linhas } = ler('Sem resposta alguma\n\nDisserte {}\n\nCapital {=Brasília}\n', 'q.gift');
    expect(linhas.map((l) => [l.linha, l.erros])).toEqual([
      [1, [msg.semResposta]],
      [3, [msg.tipoNaoSuportado('dissertação')]],
      [5, [msg.tipoNaoSuportado('resposta curta')]],
    ]);
    expect(linhas[0]!.cells.materia).toBe('Matemática');
  });
});

describe('Aiken', () => {
  const q = (stem: string, answer: string | null) =>
    [stem, 'A. um', 'B. dois', 'C) três', 'D. quatro', ...(answer === null ? [] : [`ANSWER: ${answer}`])].join('\n');

  it('reads questions with or without blank lines, and reports a missing ANSWER without losing the next', () => {
    const { formato, linhas } = ler(
      [q('Primeira?', 'C'), q('Segunda?', null), q('Terceira?', 'e'), ''].join('\n'),
      null,
    );
    expect(formato).toBe('aiken');
    expect(linhas.map((l) => [l.linha, l.cells.tipo, l.cells.resposta_correta, l.erros])).toEqual([
      [1, 'multipla4', 'C', []],
      [7, 'multipla4', '', [msg.aikenSemAnswer]],
      [12, 'multipla4', '', [msg.aikenLetraInvalida('e')]],
    ]);
    expect(linhas[0]!.cells).toMatchObject({ enunciado: 'Primeira?', alternativa_c: 'três', materia: 'Matemática' });
  });

  it('refuses a file without a single option, chosen as Aiken', () => {
    expect(refusal('Só um texto\nsem alternativas\n', 'a.txt', 'aiken')).toBe(`400 ${msg.aikenSemQuestoes}`);
  });
});

describe('format and limits', () => {
  it('refuses a file it cannot recognise, and an unknown format', () => {
    expect(refusal('apenas texto', 'notas.txt')).toBe(`400 ${msg.formatoDesconhecido}`);
  });

  it('refuses a Moodle format file over 10 MB and a CSV over 5 MB (413), and more than 10,000 questions', () => {
    const big = `${'Pergunta? {T}\n\n'.repeat(1)}${' '.repeat(10 * 1024 * 1024)}`;
    expect(refusal(big, 'q.gift')).toBe(`413 ${msg.arquivoGrande}`);
    expect(refusal(`materia,enunciado\n${'x'.repeat(5 * 1024 * 1024)}`, 'q.csv')).toBe(
      `413 ${importacaoMessages.arquivoGrande}`,
    );
    expect(refusal('Pergunta? {T}\n\n'.repeat(10_001), 'q.gift')).toBe(`400 ${importacaoMessages.linhasDemais}`);
  });
});
