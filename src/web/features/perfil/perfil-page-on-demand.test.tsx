import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPerfil } from './test-api';

// What /perfil downloads on demand, watched through the modules it imports when it needs them: the
// password dialog and the confirmation dialog (Radix's dialog). The profile form's validation comes
// with the page (docs/decisions/0040).
const downloads = vi.hoisted(() => ({ loaded: [] as string[] }));
vi.mock('./components/password-dialog', async (importOriginal) => {
  downloads.loaded.push('password dialog');
  return importOriginal();
});
vi.mock('../../components/ui/confirm-dialog', async (importOriginal) => {
  downloads.loaded.push('confirm dialog');
  return importOriginal();
});

// Each test starts from a page that has downloaded nothing yet: fresh copies of the app's modules.
async function openPerfil() {
  vi.resetModules();
  const { makeUser, renderApp } = await import('../../test-utils');
  const me = makeUser({ avatarUrl: '/api/avatars/user-1.webp?v=1' });
  stubPerfil(undefined, me);
  renderApp('/perfil', { me });
  const form = await screen.findByRole('region', { name: 'Editar Perfil' });
  await within(form).findByLabelText('Nome completo');
  return { user: userEvent.setup() };
}

beforeEach(() => {
  downloads.loaded = [];
});

describe('/perfil downloads on demand', () => {
  it('paints without either dialog', async () => {
    await openPerfil();
    expect(screen.getByRole('button', { name: 'Alterar Senha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover foto' })).toBeInTheDocument();
    expect(downloads.loaded).toEqual([]);
  });

  it('loads each dialog when the pointer reaches its button, before the click', async () => {
    const { user } = await openPerfil();
    await user.hover(screen.getByRole('button', { name: 'Alterar Senha' }));
    await waitFor(() => expect(downloads.loaded).toEqual(['password dialog']));
    await user.hover(screen.getByRole('button', { name: 'Remover foto' }));
    await waitFor(() => expect(downloads.loaded).toEqual(['password dialog', 'confirm dialog']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
