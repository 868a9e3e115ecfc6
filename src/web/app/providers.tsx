import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTheme, ThemeProvider } from '../lib/theme';
import { loadedToastLibrary, loadToastLibrary, onToastLibraryLoaded, type ToastLibrary } from '../lib/toast';

/**
 * Runs `task` at the person's first pointer or key press: before that no toast of theirs can be on its
 * way, and a download then never competes with the page's own chunks and data.
 */
function onFirstInteraction(task: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const run = () => {
    stop();
    task();
  };
  const stop = () => events.forEach((type) => window.removeEventListener(type, run, true));
  events.forEach((type) => window.addEventListener(type, run, true));
  return stop;
}

/** Sonner's Toaster (top-right, 3000 ms, themed), mounted once the library has loaded (lib/toast.ts). */
function ThemedToaster() {
  const { theme } = useTheme();
  const [library, setLibrary] = useState<ToastLibrary | undefined>(loadedToastLibrary);
  useEffect(() => onToastLibraryLoaded(setLibrary), []);
  useEffect(() => onFirstInteraction(() => void loadToastLibrary().catch(() => undefined)), []);
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
