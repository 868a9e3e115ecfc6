import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

const offline = () => new TypeError('Failed to fetch dynamically imported module');

describe('loadOnce', () => {
  it('shares one download between calls made while it runs, and keeps its result', async () => {
    const load = vi.fn(() => Promise.resolve('módulo'));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, await get()]).toEqual(['módulo', 'módulo', 'módulo']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed download, the next call downloads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline()).mockResolvedValue('módulo');
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe('módulo');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
