import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { messages } from '../../../shared/messages';
import { lazyDialog } from './lazy-dialog';
import { reportCaughtError } from '../../lib/caught-errors';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Stands for a dialog module: renders its state, so a test sees whether it is mounted and open. */
function FakeDialog({ open, onOpenChange }: Props) {
  return (
    <div data-testid="dialog" data-open={String(open)}>
      <button type="button" onClick={() => onOpenChange(false)}>
        Fechar
      </button>
    </div>
  );
}

function setup(load = vi.fn(() => Promise.resolve(FakeDialog))) {
  const { LazyDialog, preload } = lazyDialog<Props>(load);
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)}>
          Abrir
        </button>
        <LazyDialog open={open} onOpenChange={setOpen} />
      </>
    );
  }
  render(<Harness />);
  return { load, preload };
}

describe('lazyDialog', () => {
  it('downloads nothing and renders nothing until asked', () => {
    const { load } = setup();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dialog')).toBeNull();
  });

  it('downloads when the pointer or the focus reaches the button, once', async () => {
    const { load } = setup();
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Abrir' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    // Preloaded, not shown: it mounts only when opened.
    expect(screen.queryByTestId('dialog')).toBeNull();
  });

  it('opens without a preload too, and stays mounted once closed so its closing can play', async () => {
    const { load } = setup();
    // A click alone (no pointer over the button first, no focus), as assistive technology may send it.
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByTestId('dialog')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.getByTestId('dialog')).toHaveAttribute('data-open', 'false'));
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(screen.getByTestId('dialog')).toHaveAttribute('data-open', 'true'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof FakeDialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(FakeDialog);
    const { preload } = setup(load);
    preload();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByTestId('dialog')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with isOpen, mounts a group of dialogs at the first one asked for and keeps it mounted', async () => {
    type GroupProps = { showing: 'a' | 'b' | null; onClose: () => void };
    function FakeGroup({ showing, onClose }: GroupProps) {
      return (
        <div data-testid="group" data-showing={showing ?? 'none'}>
          <button type="button" onClick={onClose}>
            Fechar
          </button>
        </div>
      );
    }
    const load = vi.fn(() => Promise.resolve(FakeGroup));
    const { LazyDialog } = lazyDialog<GroupProps>(load, {
      isOpen: (props) => props.showing !== null,
      close: (props) => props.onClose(),
    });
    function Harness() {
      const [showing, setShowing] = useState<GroupProps['showing']>(null);
      return (
        <>
          <button type="button" onClick={() => setShowing('b')}>
            Mostrar B
          </button>
          <LazyDialog showing={showing} onClose={() => setShowing(null)} />
        </>
      );
    }
    render(<Harness />);
    expect(screen.queryByTestId('group')).toBeNull();
    expect(load).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Mostrar B' }));
    expect(await screen.findByTestId('group')).toHaveAttribute('data-showing', 'b');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.getByTestId('group')).toHaveAttribute('data-showing', 'none'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a download that fails as it opens: closed again, a toast, the page kept, and the next opening tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof FakeDialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(FakeDialog);
    const { LazyDialog } = lazyDialog<Props>(load);
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <p>O resto da página</p>
          <span data-testid="state">{String(open)}</span>
          <button type="button" onClick={() => setOpen(true)}>
            Abrir
          </button>
          <LazyDialog open={open} onOpenChange={setOpen} />
        </>
      );
    }
    // React's onCaughtError as main.tsx sets it: a failed download is the network, not logged.
    render(
      <>
        <Harness />
        <Toaster />
      </>,
      { onCaughtError: reportCaughtError },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText(messages.dialogLoadFailed)).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('false');
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(screen.getByText('O resto da página')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByTestId('dialog')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with mountOnceLoaded, mounts closed once its code arrives, and not before', async () => {
    let arrive: (component: typeof FakeDialog) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof FakeDialog>((resolve) => (arrive = resolve)));
    const { LazyDialog, preload } = lazyDialog<Props>(load, {
      isOpen: (props) => props.open,
      close: (props) => props.onOpenChange(false),
      mountOnceLoaded: true,
    });
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Abrir
          </button>
          <LazyDialog open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Harness />);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    // Asked for, not here yet: nothing mounted.
    expect(screen.queryByTestId('dialog')).toBeNull();
    arrive(FakeDialog);
    expect(await screen.findByTestId('dialog')).toHaveAttribute('data-open', 'false');
    // The first opening only opens what is already mounted.
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByTestId('dialog')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
