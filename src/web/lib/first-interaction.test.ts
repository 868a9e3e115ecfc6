import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it('runs the task once, at the first pointer or key press', () => {
    const task = vi.fn();
    onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled (the page left before any press)', () => {
    const task = vi.fn();
    const cancel = onFirstInteraction(task);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
  });
});
