import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../../../lib/api';
import { isRetryableSaveError, saveSimulado, SAVE_ATTEMPT_TIMEOUT_MS } from './save-simulado';

const body = {
  clientKey: '5f0c6a4e-6b0e-4c6e-9a7e-2d7c1f3b9a10',
  materiaId: 1,
  respostas: [{ questaoId: 1, resposta: 'A' as const }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saveSimulado', () => {
  it('gives every attempt a deadline', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 7 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(saveSimulado(body)).resolves.toEqual({ id: 7 });
    expect(timeout).toHaveBeenCalledWith(SAVE_ATTEMPT_TIMEOUT_MS);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.signal).toBe(timeout.mock.results[0]?.value);
  });

  it('turns a hung connection that hit its deadline into a network failure worth retrying', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      }),
    );
    const error = await saveSimulado(body).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(0);
    expect(isRetryableSaveError(error)).toBe(true);
  });

  it('retries server failures but not refusals', () => {
    const err = (status: number) => new ApiError({ status, code: 'X', message: 'x' });
    expect(isRetryableSaveError(err(500))).toBe(true);
    expect(isRetryableSaveError(err(503))).toBe(true);
    expect(isRetryableSaveError(err(400))).toBe(false);
    expect(isRetryableSaveError(err(403))).toBe(false);
  });
});
