import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyAdminFormDialog } from './lazy-admin-dialogs';

afterEach(() => vi.unstubAllGlobals());

describe('lazyAdminFormDialog', () => {
  it("loads the form only after zod's classic API, at the next idle moment: two tasks, not one long one", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const form = () => null;
    const load = vi.fn(() => Promise.resolve(form));
    const { preloadDialogs } = lazyAdminFormDialog(load);

    preloadDialogs();
    expect(load).not.toHaveBeenCalled();
    // zod has arrived: the form waits for the browser's next idle moment.
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(load).not.toHaveBeenCalled();
    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
