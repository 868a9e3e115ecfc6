import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'perto' : 'longe'}</div>;
}

/** jsdom has no IntersectionObserver: a stand-in for the browser's, driven by the test. */
class FakeObserver {
  static last: FakeObserver | null = null;
  disconnected = false;
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

describe('useNearViewport', () => {
  it('answers true at once where the browser cannot observe', () => {
    render(<Probe />);
    expect(screen.getByText('perto')).toBeInTheDocument();
  });

  it('waits until the element comes near the screen, then stays true and stops observing', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('longe')).toBeInTheDocument();
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('300px');
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.getByText('longe')).toBeInTheDocument();
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByText('perto')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });
});
