import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_HIDE_THRESHOLD_PX, nextHeaderHidden, useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('nextHeaderHidden', () => {
  it('hides only when moving down past the threshold, shows on any move up', () => {
    expect(HEADER_HIDE_THRESHOLD_PX).toBe(64);
    expect(nextHeaderHidden(false, 0, 64)).toBe(false);
    expect(nextHeaderHidden(false, 64, 65)).toBe(true);
    expect(nextHeaderHidden(true, 400, 250)).toBe(false);
    expect(nextHeaderHidden(true, 400, 400)).toBe(true);
    expect(nextHeaderHidden(true, 100, 30)).toBe(false);
  });
});

describe('useHideOnScroll', () => {
  it('hides on scroll down past 64 px and comes back on scroll up', () => {
    scrollTo(0);
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);

    scrollTo(40);
    expect(result.current).toBe(false);
    scrollTo(64);
    expect(result.current).toBe(false);
    scrollTo(120);
    expect(result.current).toBe(true);
    scrollTo(500);
    expect(result.current).toBe(true);
    scrollTo(480);
    expect(result.current).toBe(false);
    scrollTo(700);
    expect(result.current).toBe(true);
    scrollTo(10);
    expect(result.current).toBe(false);
  });

  it("does not read the scroll position as it mounts (that would lay out the app's first screen early)", () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 0;
      },
    });
    const { result } = renderHook(() => useHideOnScroll());
    expect(reads).toBe(0);
    expect(result.current).toBe(false);
    scrollTo(200);
    expect(result.current).toBe(true);
  });

  it('stays visible while disabled (menu open) and stops listening when unmounted', () => {
    scrollTo(0);
    const { result, rerender, unmount } = renderHook(({ enabled }) => useHideOnScroll({ enabled }), {
      initialProps: { enabled: false },
    });
    scrollTo(300);
    expect(result.current).toBe(false);

    rerender({ enabled: true });
    scrollTo(600);
    expect(result.current).toBe(true);
    unmount();
    scrollTo(100); // no listener left: nothing throws, nothing updates
  });
});
