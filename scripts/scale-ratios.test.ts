import { describe, expect, it } from 'vitest';
import { casesOver, missingCases, SCALE_TARGET, scaleRatios, scaleVerdict, type ScaleRow } from './scale-ratios.js';

const row = (name: string, p95: number, db = 'postgres'): ScaleRow => ({ case: name, db, p95_ms: p95 });

describe('scaleRatios', () => {
  const at1 = [row('baseline-me', 2), row('save-50', 20), row('admin-alunos', 10), row('csv-import-5000', 900)];
  const at10 = [row('baseline-me', 4), row('save-50', 24), row('admin-alunos', 40), row('csv-import-5000', 4000)];
  const ratios = scaleRatios(at1, at10);

  it("divides each case's p95 at scale 10 by its own p95 at scale 1, in the scale-1 run's order", () => {
    expect(ratios.map((r) => [r.case, r.value])).toEqual([
      ['baseline-me', 2],
      ['save-50', 1.2],
      ['admin-alunos', 4],
      ['csv-import-5000', 4000 / 900],
    ]);
  });

  it('judges every case against 1.5 but the CSV import, whose work grows by design', () => {
    expect(ratios.map((r) => r.target)).toEqual([SCALE_TARGET, SCALE_TARGET, SCALE_TARGET, null]);
    expect(scaleVerdict(ratios[3]!)).toBe(null);
  });

  it("prints the same-work references' growth as information: they are not the app", () => {
    const refs = scaleRatios(
      [row('save-50 reference', 10), row('save-50 minimal', 5)],
      [row('save-50 reference', 30), row('save-50 minimal', 20)],
    );
    expect(refs.map((r) => [r.case, r.target])).toEqual([
      ['save-50 reference', null],
      ['save-50 minimal', null],
    ]);
    expect(casesOver(refs)).toEqual([]);
  });

  it('names the cases over the goal', () => {
    expect(casesOver(ratios)).toEqual(['baseline-me (postgres)', 'admin-alunos (postgres)']);
  });

  it("prints the ratio with the host's drift between the two runs taken out, as information", () => {
    // baseline-me doubled between the runs: save-50's 1.2 is 0.6 of what the host did to the baseline.
    expect(ratios[1]!.overBaseline).toBe(0.6);
    expect(scaleRatios([row('save-50', 20)], [row('save-50', 24)])[0]!.overBaseline).toBe(null);
  });

  it('pairs a case with the same case on the same database only', () => {
    const mixed = scaleRatios([row('save-50', 20, 'pglite'), row('save-50', 10)], [row('save-50', 12)]);
    expect(mixed.map((r) => [r.db, r.value])).toEqual([['postgres', 1.2]]);
  });
});

describe('missingCases', () => {
  it('names a case measured at one scale only, either way', () => {
    expect(
      missingCases([row('save-50', 1), row('rank-deep', 1)], [row('save-50', 1), row('revisao-sessao', 1)]),
    ).toEqual(['rank-deep (postgres)', 'revisao-sessao (postgres)']);
  });
});

describe('scaleVerdict', () => {
  it('is ok at or under 1.5, OVER above it', () => {
    expect(scaleVerdict({ value: 1.5, target: 1.5 })).toBe('ok');
    expect(scaleVerdict({ value: 1.51, target: 1.5 })).toBe('OVER');
  });
});
