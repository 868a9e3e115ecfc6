import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError, reportRouteError } from './caught-errors';

describe('errors a boundary caught', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a real error once, and a failed download not at all', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportCaughtError(new TypeError('Failed to fetch dynamically imported module: /assets/notas-page-x.js'));
    expect(log).not.toHaveBeenCalled();
    const bug = new TypeError("Cannot read properties of undefined (reading 'nome')");
    reportCaughtError(bug);
    expect(log).toHaveBeenCalledExactlyOnceWith(bug);
  });

  it("leaves React Router's render errors to React (no double log), and reports its other errors", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new Error('quebrou');
    reportRouteError(bug, { errorInfo: { componentStack: '\n    at Pagina' } });
    expect(log).not.toHaveBeenCalled();
    reportRouteError(bug, {});
    expect(log).toHaveBeenCalledExactlyOnceWith(bug);
    reportRouteError(new TypeError('error loading dynamically imported module'), {});
    expect(log).toHaveBeenCalledTimes(1);
  });
});
