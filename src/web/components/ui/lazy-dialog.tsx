import { Component, lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { loadOnce } from '../../lib/load-once';
import { toast } from '../../lib/toast';

/** How a lazily loaded dialog says whether it is open, and how it is closed from outside. */
export interface DialogState<P> {
  isOpen: (props: P) => boolean;
  close: (props: P) => void;
  /**
   * Mount the dialog, closed, as soon as its code is here (a preload), instead of at its first
   * opening: React's first render of it and the engine's first run of its code then happen before the
   * click, and the first opening costs what the next one does. For dialogs that do nothing while
   * closed (no request, no timer), on a screen that preloads them when idle, like the player's.
   */
  mountOnceLoaded?: boolean;
}

type OpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A dialog that is not part of its page's first download (nor Radix's dialog with it): `load` runs
 * when `preload` is called — give it to the opening button's onPointerEnter and onFocus, so the code
 * arrives before the click — or at the latest when the dialog first opens. It renders nothing until
 * then, and once opened it stays mounted, so closing plays out as any dialog's does
 * (docs/decisions/0025). A failed preload is tried again by the next one.
 *
 * If the code cannot be downloaded when the dialog opens (the connection dropped), the dialog is
 * closed again with a toast saying so, the page stays as it was, and the next opening tries again.
 *
 * A component that says it is open some other way than `open` and `onOpenChange` (a group of dialogs
 * showing one at a time, say) passes its own `DialogState`.
 */
export function lazyDialog<P extends OpenProps>(load: () => Promise<ComponentType<P>>): LazyDialogKit<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  state: DialogState<P>,
): LazyDialogKit<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  state: DialogState<P> = {
    isOpen: (props) => (props as unknown as OpenProps).open,
    close: (props) => (props as unknown as OpenProps).onOpenChange(false),
  },
): LazyDialogKit<P> {
  return lazyDialogWith(load, state);
}

interface LazyDialogKit<P> {
  LazyDialog: (props: P) => ReactNode;
  preload: () => void;
}

/** Catches a failed download below it and reports it, instead of letting it replace the page. */
class DownloadFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function lazyDialogWith<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isOpen, close, mountOnceLoaded = false }: DialogState<P>,
): LazyDialogKit<P> {
  // Whether the code has arrived, for mountOnceLoaded: a tiny store the dialogs subscribe to.
  let arrived = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const loadComponent = loadOnce(() =>
    load().then((component) => {
      arrived = true;
      for (const listener of listeners) listener();
      return { default: component };
    }),
  );
  let Loaded = lazy(loadComponent);

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const loaded = useSyncExternalStore(
      subscribe,
      () => arrived,
      () => false,
    );
    const [opened, setOpened] = useState(open);
    if ((open || (mountOnceLoaded && loaded)) && !opened) setOpened(true);
    if (!opened) return null;
    const failed = () => {
      // A lazy component keeps the error of a failed download: the next opening needs a fresh one.
      Loaded = lazy(loadComponent);
      setOpened(false);
      close(props);
      toast.error(messages.dialogLoadFailed);
    };
    return (
      <DownloadFailure onFailure={failed}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </DownloadFailure>
    );
  }

  const preload = () => void loadComponent().catch(() => undefined);
  return { LazyDialog, preload };
}
