import { describe, expect, it } from 'vitest';
import { alunoBusca, buscaPatterns } from './busca.js';

describe('buscaPatterns', () => {
  it('keeps text and digits when the digits are not one run in the text', () => {
    expect(buscaPatterns('(21) 9')).toEqual(['%(21) 9%', '%219%']);
    expect(buscaPatterns('21 98765-4321')).toEqual(['%21 98765-4321%', '%21987654321%']);
  });

  it('keeps the digits alone when every row holding the text holds them', () => {
    expect(buscaPatterns('Conceição 1234')).toEqual(['%1234%']);
    expect(buscaPatterns('aluno777@alunos')).toEqual(['%777%']);
    expect(buscaPatterns('219')).toEqual(['%219%']);
    // '100%' holds '100': the escaped % adds nothing the digits do not already find.
    expect(buscaPatterns('100%')).toEqual(['%100%']);
  });

  it('keeps the text alone without a phone number, and nothing for a blank search', () => {
    expect(buscaPatterns('qra 15')).toEqual([alunoBusca('qra 15')!.texto]);
    expect(buscaPatterns('a_b')).toEqual(['%a\\_b%']);
    expect(buscaPatterns('   ')).toBeNull();
  });
});
