import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementTiming } from '../test-utils';
import { inNextFrame, SHOWN_FALLBACK_MS, useShownThenIdle, whenIdle } from './when-idle';

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

describe('inNextFrame: layout work after the commit, in the frame of its own', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFrames() {
    const frames = new Map<number, () => void>();
    let next = 0;
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => (frames.set(++next, cb), next));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
    return { runFrame: () => [...frames.values()].forEach((cb) => cb()), pending: () => frames.size };
  }

  it('runs the task only in the next frame, and never once cancelled before it', () => {
    const { runFrame, pending } = stubFrames();
    const task = vi.fn();
    inNextFrame(task);
    expect(task).not.toHaveBeenCalled();
    runFrame();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    inNextFrame(cancelled)();
    expect(pending()).toBe(1);
    runFrame();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('undoes what the task set up when cancelled after it ran, once', () => {
    const { runFrame } = stubFrames();
    const undo = vi.fn();
    const cancel = inNextFrame(() => undo);
    cancel();
    expect(undo).not.toHaveBeenCalled();

    const cancelAfter = inNextFrame(() => undo);
    runFrame();
    expect(undo).not.toHaveBeenCalled();
    cancelAfter();
    expect(undo).toHaveBeenCalledTimes(1);
  });
});

describe('useShownThenIdle: a chart waits until the numbers beside it are on screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function Card() {
    const [ref, ready] = useShownThenIdle<HTMLElement>();
    return (
      <p ref={ref} data-testid="numbers">
        {ready ? 'chart' : 'placeholder'}
      </p>
    );
  }

  it('goes on once the browser reports the marked element painted, and the browser is then idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { report } = stubElementTiming();
    render(<Card />);
    const numbers = screen.getByTestId('numbers');
    const id = numbers.getAttribute('elementtiming');
    expect(id).toMatch(/^bizu-shown-/);

    // Another element painted, and time passing short of the fallback: still the placeholder.
    act(() => report('something-else'));
    act(() => vi.advanceTimersByTime(1000));
    expect(numbers).toHaveTextContent('placeholder');

    act(() => report(id!));
    expect(numbers).toHaveTextContent('placeholder');
    act(() => vi.advanceTimersByTime(200)); // idle (the timer where requestIdleCallback is missing)
    expect(numbers).toHaveTextContent('chart');
  });

  it('goes on after SHOWN_FALLBACK_MS when the browser never reports the paint', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    stubElementTiming();
    render(<Card />);
    const numbers = screen.getByTestId('numbers');
    act(() => vi.advanceTimersByTime(SHOWN_FALLBACK_MS + 199));
    expect(numbers).toHaveTextContent('placeholder');
    act(() => vi.advanceTimersByTime(1));
    expect(numbers).toHaveTextContent('chart');
  });

  it('waits only for idle where the browser has no Element Timing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    class NoElementTiming {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', NoElementTiming);
    render(<Card />);
    const numbers = screen.getByTestId('numbers');
    act(() => vi.advanceTimersByTime(200));
    expect(numbers).toHaveTextContent('chart');
  });

  it('waits only for idle in a browser with no PerformanceObserver at all', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('PerformanceObserver', undefined);
    render(<Card />);
    const numbers = screen.getByTestId('numbers');
    expect(numbers).toHaveTextContent('placeholder');
    act(() => vi.advanceTimersByTime(200));
    expect(numbers).toHaveTextContent('chart');
  });
});
