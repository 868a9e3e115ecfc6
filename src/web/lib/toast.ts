import type * as Sonner from 'sonner';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts without sonner on the first download: no page paints a toast first, and sonner is 9 KB
 * (brotli) that every page would otherwise wait for (docs/decisions/0025). The library loads when the
 * first toast is asked for, or at the person's first click or key press (app/providers.tsx); what
 * was asked for meanwhile shows when it arrives, in the order it was asked (sonner also replays
 * active toasts to a Toaster mounted late).
 */
export type ToastLibrary = typeof Sonner;
type Message = Parameters<typeof sonnerToast.success>[0];

let library: ToastLibrary | undefined;
let loading: Promise<ToastLibrary> | undefined;
const listeners = new Set<(loaded: ToastLibrary) => void>();

export function loadedToastLibrary(): ToastLibrary | undefined {
  return library;
}

/** Downloads sonner once; a failed download (offline) is tried again by the next toast. */
export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('sonner').then(
    (module) => {
      library = module;
      for (const listener of listeners) listener(module);
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` once sonner has loaded (at once if it has); returns the unsubscribe. */
export function onToastLibraryLoaded(listener: (loaded: ToastLibrary) => void): () => void {
  if (library) listener(library);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

function withToasts(show: (toasts: typeof sonnerToast) => void): void {
  if (library) {
    show(library.toast);
    return;
  }
  // Without the library there is nowhere to show the message; the screens say their errors inline too.
  loadToastLibrary().then(
    (module) => show(module.toast),
    () => undefined,
  );
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => withToasts((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => withToasts((t) => t.error(message, options)),
  info: (message: Message, options?: ExternalToast) => withToasts((t) => t.info(message, options)),
  warning: (message: Message, options?: ExternalToast) => withToasts((t) => t.warning(message, options)),
  /** Before any toast was asked for there is none to dismiss: nothing is downloaded for it. */
  dismiss: (id?: string | number) => {
    if (library || loading) withToasts((t) => t.dismiss(id));
  },
};
