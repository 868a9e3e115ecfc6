import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog that is not part of its page's first download (nor Radix's dialog with it): `load` runs
 * when `preload` is called — give it to the opening button's onPointerEnter and onFocus, so the code
 * arrives before the click — or at the latest when the dialog first opens. It renders nothing until
 * then, and once opened it stays mounted, so closing plays out as any dialog's does
 * (docs/decisions/0025). A failed preload is tried again by the next one.
 *
 * A component that says it is open some other way than an `open` prop (a group of dialogs showing one
 * at a time, say) passes `isOpen`.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ReturnType<typeof lazyDialogWith<P>>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ReturnType<typeof lazyDialogWith<P>>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen = (props: P) => (props as { open: boolean }).open,
) {
  return lazyDialogWith(load, isOpen);
}

function lazyDialogWith<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Loaded = lazy(loadOnce);

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }

  const preload = () => void loadOnce().catch(() => undefined);
  return { LazyDialog, preload };
}
