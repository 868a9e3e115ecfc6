import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareRankingOrder,
  competitionPositions,
  isRanked,
  mediaOfTab,
  notasOfTab,
  rankingDisplayName,
  rankingSearchPattern,
  type RankingEntry,
} from './ranking.js';

const entry = (over: Partial<RankingEntry> = {}): RankingEntry => ({
  editalId: 1,
  showInRanking: true,
  mediaBasico: 7,
  mediaEspecifico: 8,
  mediaGeral: 7.5,
  ...over,
});

describe('isRanked', () => {
  it('needs the same edital and visibility in every tab', () => {
    for (const tab of ['geral', 'basico', 'especifico'] as const) {
      expect(isRanked(entry(), tab, 1)).toBe(true);
      expect(isRanked(entry(), tab, 2)).toBe(false);
      expect(isRanked(entry({ editalId: null }), tab, 1)).toBe(false);
      expect(isRanked(entry({ showInRanking: false }), tab, 1)).toBe(false);
    }
  });

  it('needs notas in both modules for Geral, in module 1 for Básico, in module 2 for Específico', () => {
    const soBasico = entry({ mediaEspecifico: null, mediaGeral: null });
    const soEspecifico = entry({ mediaBasico: null, mediaGeral: null });
    expect([
      isRanked(soBasico, 'geral', 1),
      isRanked(soBasico, 'basico', 1),
      isRanked(soBasico, 'especifico', 1),
    ]).toEqual([false, true, false]);
    expect([
      isRanked(soEspecifico, 'geral', 1),
      isRanked(soEspecifico, 'basico', 1),
      isRanked(soEspecifico, 'especifico', 1),
    ]).toEqual([false, false, true]);
  });

  it('ranks a zero average (a nota 0 is a nota)', () => {
    expect(isRanked(entry({ mediaBasico: 0 }), 'basico', 1)).toBe(true);
  });
});

describe('mediaOfTab and notasOfTab', () => {
  it('take the tab’s average, and Geral counts the notas of both modules', () => {
    expect([mediaOfTab(entry(), 'geral'), mediaOfTab(entry(), 'basico'), mediaOfTab(entry(), 'especifico')]).toEqual([
      7.5, 7, 8,
    ]);
    const counts = { notasBasico: 3, notasEspecifico: 4 };
    expect([notasOfTab(counts, 'geral'), notasOfTab(counts, 'basico'), notasOfTab(counts, 'especifico')]).toEqual([
      7, 3, 4,
    ]);
  });
});

describe('competitionPositions', () => {
  it('gives equal averages one position and skips the next ones (1-2-2-4)', () => {
    expect(competitionPositions([9, 8, 8, 7])).toEqual([1, 2, 2, 4]);
    expect(competitionPositions([5, 5, 5])).toEqual([1, 1, 1]);
    expect(competitionPositions([7, 9, 8, 8, 9, 1])).toEqual([5, 1, 3, 3, 1, 6]);
    expect(competitionPositions([])).toEqual([]);
  });

  it('is one more than the number of strictly higher averages, for any list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }).map((x) => x / 100)), (medias) => {
        const positions = competitionPositions(medias);
        medias.forEach((m, i) => expect(positions[i]).toBe(1 + medias.filter((o) => o > m).length));
      }),
    );
  });
});

describe('compareRankingOrder', () => {
  const row = (media: number, qra: string | null, userId: string) => ({ media, qra, userId });

  it('puts higher averages first, then equals by QRA ignoring case, without QRA last, then by id', () => {
    const rows = [
      row(8, null, 'b'),
      row(8, 'bravo', 'x'),
      row(9, 'Zulu', 'z'),
      row(8, 'Alfa', 'y'),
      row(8, null, 'a'),
      row(8, 'alfa', 'c'),
    ];
    expect([...rows].sort(compareRankingOrder)).toEqual([
      row(9, 'Zulu', 'z'),
      row(8, 'alfa', 'c'),
      row(8, 'Alfa', 'y'),
      row(8, 'bravo', 'x'),
      row(8, null, 'a'),
      row(8, null, 'b'),
    ]);
  });

  it('is a total order: the sorted result does not depend on the input order', () => {
    const arb = fc.array(
      fc.record({
        media: fc.integer({ min: 0, max: 20 }).map((x) => x / 2),
        qra: fc.option(fc.constantFrom('alfa', 'Alfa', 'bravo', 'charlie'), { nil: null }),
        userId: fc.uuid(),
      }),
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const once = [...rows].sort(compareRankingOrder);
        const reversed = [...rows].reverse().sort(compareRankingOrder);
        expect(reversed).toEqual(once);
      }),
    );
  });
});

describe('rankingDisplayName', () => {
  it('is “SD PM {qra}”, or “Sem QRA” for none or a blank one', () => {
    expect(rankingDisplayName('Silva')).toBe('SD PM Silva');
    expect(rankingDisplayName('  Silva ')).toBe('SD PM Silva');
    expect(rankingDisplayName(null)).toBe('Sem QRA');
    expect(rankingDisplayName('   ')).toBe('Sem QRA');
  });
});

describe('rankingSearchPattern', () => {
  /** The pattern as PostgreSQL's `~*` reads it, approximated by a JS case-insensitive regex. */
  const matches = (search: string, text: string) => new RegExp(rankingSearchPattern(search)!, 'i').test(text);

  it('is null for a blank search or only the rows’ “SD PM”', () => {
    expect(rankingSearchPattern('')).toBeNull();
    expect(rankingSearchPattern('   ')).toBeNull();
    expect(rankingSearchPattern('SD PM ')).toBeNull();
  });

  it('ignores accents and case both ways', () => {
    expect(matches('conceicao', 'Conceição')).toBe(true);
    expect(matches('CONCEIÇÃO', 'conceicao filho')).toBe(true);
    expect(matches('joão', 'JOAO')).toBe(true);
    expect(matches('transito', 'Comando de Policiamento de Trânsito')).toBe(true);
    expect(matches('silva', 'Souza')).toBe(false);
  });

  it('drops a leading “SD PM” and squeezes spaces', () => {
    expect(matches('sd pm  Souza', 'Souza')).toBe(true);
    expect(matches('SDPM Souza', 'Souza')).toBe(true);
    expect(matches('de  aguiar', 'Tobias de Aguiar')).toBe(true);
  });

  it('matches every other character literally', () => {
    for (const q of ['.*', '(', '[a-z]', '\\', 'a|b', '^', '$', '+', '?', '{2}']) {
      expect(matches(q, 'abc')).toBe(false);
      expect(matches(q, `x${q}y`)).toBe(true);
    }
  });
});
