import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementTiming } from '../../test-utils';
import { AdminListToolbar } from './admin-list-toolbar';

afterEach(() => vi.unstubAllGlobals());

describe('AdminListToolbar', () => {
  it("runs onShown once its line is on screen and the browser is idle: the tab's dialogs load then, not before", async () => {
    const { report } = stubElementTiming();
    const onShown = vi.fn();
    const { rerender } = render(
      <AdminListToolbar
        description="Os módulos agrupam as matérias do curso."
        actionLabel="Novo Módulo"
        onAction={() => {}}
        onShown={onShown}
      />,
    );
    const line = screen.getByText('Os módulos agrupam as matérias do curso.');
    expect(onShown).not.toHaveBeenCalled();

    act(() => report(line.getAttribute('elementtiming')!));
    await waitFor(() => expect(onShown).toHaveBeenCalledTimes(1));
    // A render of the tab with a new callback is not a second preload.
    rerender(
      <AdminListToolbar
        description="Os módulos agrupam as matérias do curso."
        actionLabel="Novo Módulo"
        onAction={() => {}}
        onShown={() => onShown()}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
