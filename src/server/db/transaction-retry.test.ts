import { describe, expect, it } from 'vitest';
import { retryableCode, withTransactionRetry } from './transaction-retry.js';

/** An error as drizzle throws it: its own, with the driver's (and its SQLSTATE) as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

describe('withTransactionRetry', () => {
  it('does not run again what failed for any other reason', async () => {
    for (const error of [new Error('boom'), wrapped('23505'), wrapped('08006'), wrapped('57014')]) {
      let runs = 0;
      await expect(
        withTransactionRetry(async () => {
          runs++;
          throw error;
        }),
      ).rejects.toBe(error);
      expect(runs).toBe(1);
    }
  });

  it('runs a deadlocked or serialization-failed transaction again until it succeeds', async () => {
    const retries: Array<[string, number]> = [];
    let runs = 0;
    const result = await withTransactionRetry(
      async () => {
        runs++;
        if (runs === 1) throw wrapped('40P01');
        if (runs === 2) throw wrapped('40001');
        return 'gravado';
      },
      { baseDelayMs: 1, onRetry: (code, attempt) => retries.push([code, attempt]) },
    );
    expect(result).toBe('gravado');
    expect(runs).toBe(3);
    expect(retries).toEqual([
      ['40P01', 1],
      ['40001', 2],
    ]);
  });

  it('gives up after its attempts with the last error', async () => {
    let runs = 0;
    const last = wrapped('40P01');
    await expect(
      withTransactionRetry(
        async () => {
          runs++;
          throw runs === 3 ? last : wrapped('40P01');
        },
        { attempts: 3, baseDelayMs: 1 },
      ),
    ).rejects.toBe(last);
    expect(runs).toBe(3);
  });

  it('reads the code through the wrapping errors, and survives a cycle of causes', () => {
    expect(retryableCode(wrapped('40P01'))).toBe('40P01');
    expect(retryableCode({ code: '40001' })).toBe('40001');
    const cyclic: { code?: string; cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(retryableCode(cyclic)).toBeNull();
    expect(retryableCode(null)).toBeNull();
  });
});
