import { afterEach, vi } from 'vitest';

// A stray console.error means something went wrong that no assertion looked at: fail the test.
let errors: unknown[][] = [];
const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  spy.mockClear();
  if (seen.length > 0) {
    throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});

/** For a test that expects the server to log an error: take the logged lines and clear them. */
export function takeConsoleErrors(): unknown[][] {
  const seen = errors;
  errors = [];
  return seen;
}
