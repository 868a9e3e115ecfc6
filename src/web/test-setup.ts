import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks these; Radix measures elements with ResizeObserver and the router restores scroll.
if (typeof window.ResizeObserver === 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

// findBy… waits up to 1 s by default; a lazy page's first render can take longer on a busy 2-core CI
// machine next to the API suites. Waiting longer costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

// Runs with globals off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.classList.remove('dark');
  vi.unstubAllGlobals();
});
