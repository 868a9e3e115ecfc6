import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task when the browser reports it is idle, once, and not after being cancelled', () => {
    const callbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.splice(handle - 1, 1));
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    const cancel = whenIdle(other);
    cancel();
    callbacks.forEach((cb) => cb());
    expect(other).not.toHaveBeenCalled();
  });

  it('falls back to a short timer where requestIdleCallback does not exist', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdle(task);
    whenIdle(cancelled)();
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
