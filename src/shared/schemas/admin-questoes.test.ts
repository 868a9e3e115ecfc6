import { describe, expect, it } from 'vitest';
import { isImagemUrlValida, questaoEmUsoMessage, questaoInputSchema, questaoMessages } from './admin-questoes.js';

const valid = {
  materiaId: 1,
  aulaId: null,
  enunciado: '<p>Qual é a capital?</p>',
  imagemUrl: '',
  alternativaA: 'A',
  alternativaB: 'B',
  alternativaC: 'C',
  alternativaD: 'D',
  alternativaE: 'E',
  respostaCorreta: 'C',
};

function firstMessage(input: unknown): string | undefined {
  const result = questaoInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('questaoInputSchema', () => {
  it('refuses each missing part with its pt-BR message', () => {
    expect(firstMessage({ ...valid, materiaId: undefined })).toBe(questaoMessages.materiaRequired);
    expect(firstMessage({ ...valid, enunciado: '   ' })).toBe(questaoMessages.enunciadoRequired);
    expect(firstMessage({ ...valid, alternativaD: '' })).toBe(questaoMessages.alternativaRequired('D'));
    expect(firstMessage({ ...valid, respostaCorreta: 'F' })).toBe(questaoMessages.respostaInvalida);
    expect(firstMessage({ ...valid, imagemUrl: 'javascript:alert(1)//x.png' })).toBe(questaoMessages.imagemUrlInvalida);
    expect(firstMessage({ ...valid, aulaId: 9_999_999_999 })).toBeDefined();
  });

  it('takes an empty image URL and a missing aula as none', () => {
    expect(questaoInputSchema.parse(valid)).toMatchObject({ imagemUrl: null, aulaId: null });
  });
});

describe('isImagemUrlValida', () => {
  it.each([
    'https://cdn.example/a.png',
    'http://x.example/b/c.JPEG?v=2',
    'https://x.example/d.svg',
    '/api/arquivos/questao/0b4e7f0a-53f1-4c3e-9a57-2f1d3c4b5a69.webp',
  ])('takes %s', (url) => expect(isImagemUrlValida(url)).toBe(true));
  it.each([
    'ftp://x.example/a.png',
    'https://x.example/a.pdf',
    'x.png',
    'data:image/png;base64,AA',
    'https://x.example/png',
    '/api/arquivos/avatar/0b4e7f0a-53f1-4c3e-9a57-2f1d3c4b5a69.webp',
    '/api/arquivos/questao/0b4e7f0a-53f1-4c3e-9a57-2f1d3c4b5a69.webp?x=1',
    '/api/arquivos/questao/nao-e-um-id.webp',
    '/imagens/a.png',
  ])('refuses %s', (url) => expect(isImagemUrlValida(url)).toBe(false));
});

describe('questaoEmUsoMessage', () => {
  const none = { respostas: 0, status: 0, comentarios: 0, reports: 0 };
  it('agrees with one dependant in the singular and with more in the plural', () => {
    expect(questaoEmUsoMessage({ ...none, reports: 1 })).toBe(
      'Esta questão não pode ser excluída: 1 report depende dela. Edite a questão em vez de excluí-la.',
    );
    expect(questaoEmUsoMessage({ ...none, respostas: 1 })).toBe(
      'Esta questão não pode ser excluída: 1 resposta de aluno depende dela. Edite a questão em vez de excluí-la.',
    );
    expect(questaoEmUsoMessage({ ...none, reports: 2 })).toBe(
      'Esta questão não pode ser excluída: 2 reports dependem dela. Edite a questão em vez de excluí-la.',
    );
    expect(questaoEmUsoMessage({ ...none, comentarios: 1, reports: 1 })).toBe(
      'Esta questão não pode ser excluída: 1 comentário e 1 report dependem dela. Edite a questão em vez de excluí-la.',
    );
  });
});
