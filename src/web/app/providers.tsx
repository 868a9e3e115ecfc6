import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { onFirstInteraction } from '../lib/first-interaction';
import { useTheme, ThemeProvider } from '../lib/theme';
import { loadedToastLibrary, loadToastLibrary, onToastLibraryLoaded, type ToastLibrary } from '../lib/toast';

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
