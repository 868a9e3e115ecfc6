import { describe, expect, it } from 'vitest';
import { quantidadeParaRefazer } from './refazer';

describe('quantidadeParaRefazer', () => {
  it('rounds the answered count up to a count the server accepts', () => {
    expect(quantidadeParaRefazer(1)).toBe(10);
    expect(quantidadeParaRefazer(10)).toBe(10);
    expect(quantidadeParaRefazer(11)).toBe(20);
    expect(quantidadeParaRefazer(50)).toBe(50);
    expect(quantidadeParaRefazer(51)).toBe(500);
    expect(quantidadeParaRefazer(900)).toBe(500);
  });
});
