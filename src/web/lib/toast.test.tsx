import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Each test starts with sonner not yet loaded: fresh copies of the facade and the providers.
async function freshApp() {
  vi.resetModules();
  const { toast, loadedToastLibrary } = await import('./toast');
  const { Providers } = await import('../app/providers');
  render(
    <Providers queryClient={new QueryClient()}>
      <p>página</p>
    </Providers>,
  );
  return { toast, loadedToastLibrary };
}

describe('toasts loaded on demand', () => {
  it('shows a toast asked for before the library loaded, once it arrives', async () => {
    const { toast, loadedToastLibrary } = await freshApp();
    expect(loadedToastLibrary()).toBeUndefined();
    toast.error('Não foi possível salvar.');
    expect(await screen.findByText('Não foi possível salvar.')).toBeInTheDocument();
    expect(loadedToastLibrary()).toBeDefined();
  });

  it('keeps the order of what was asked meanwhile: a toast dismissed before the library arrived never shows', async () => {
    const { toast } = await freshApp();
    toast.error('Mensagem antiga', { id: 'aviso' });
    toast.dismiss('aviso');
    toast.success('Mensagem nova');
    expect(await screen.findByText('Mensagem nova')).toBeInTheDocument();
    // Shown in the wrong order, the old message would be on screen beside the new one.
    expect(screen.queryByText('Mensagem antiga')).not.toBeInTheDocument();
  });

  it('downloads nothing to dismiss a toast when none was asked for', async () => {
    vi.resetModules();
    const { toast, loadedToastLibrary } = await import('./toast');
    toast.dismiss('session-retry');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loadedToastLibrary()).toBeUndefined();
  });

  it('loads the library at the first key press, so a toast after it shows at once', async () => {
    const { loadedToastLibrary } = await freshApp();
    expect(loadedToastLibrary()).toBeUndefined();
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(loadedToastLibrary()).toBeDefined());
  });
});
