import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTheme, ThemeProvider } from '../lib/theme';
import { loadedToastLibrary, loadToastLibrary, onToastLibraryLoaded, type ToastLibrary } from '../lib/toast';

/** Starts `task` once the page has loaded and the browser is idle, so it never delays the first paint. */
function whenPageIdle(task: () => void): () => void {
  // Safari has no requestIdleCallback: a short timer stands in.
  const idle = typeof window.requestIdleCallback === 'function';
  let handle: number | undefined;
  const schedule = () => {
    handle = idle ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 2000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** Sonner's Toaster (top-right, 3000 ms, themed), mounted once the library has loaded (lib/toast.ts). */
function ThemedToaster() {
  const { theme } = useTheme();
  const [library, setLibrary] = useState<ToastLibrary | undefined>(loadedToastLibrary);
  useEffect(() => onToastLibraryLoaded(setLibrary), []);
  useEffect(() => whenPageIdle(() => void loadToastLibrary().catch(() => undefined)), []);
  if (!library) return null;
  const { Toaster } = library;
  return <Toaster position="top-right" duration={3000} theme={theme} richColors closeButton />;
}

/** App-wide providers: server state, theme and toasts. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
