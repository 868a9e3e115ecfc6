import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { stubPerfil } from './test-api';

// What /perfil downloads on demand, watched through the modules it imports when it needs them: the
// form's validation (zod and the schema), the password dialog and the confirmation dialog (Radix's
// dialog). `online: false` makes the validation's download fail as it would without a network.
const downloads = vi.hoisted(() => ({ online: true, loaded: [] as string[] }));
vi.mock('./components/profile-form-validation', async (importOriginal) => {
  if (!downloads.online) throw new TypeError('Failed to fetch dynamically imported module');
  downloads.loaded.push('validation');
  return importOriginal();
});
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
  const { calls } = stubPerfil(undefined, me);
  renderApp('/perfil', { me });
  const form = await screen.findByRole('region', { name: 'Editar Perfil' });
  await within(form).findByLabelText('Nome completo');
  return { calls, form, user: userEvent.setup() };
}

beforeEach(() => {
  downloads.online = true;
  downloads.loaded = [];
});

describe('/perfil downloads on demand', () => {
  it('paints without the validation or either dialog', async () => {
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

  it('loads the validation when the form is first focused', async () => {
    const { form, user } = await openPerfil();
    await user.click(within(form).getByLabelText('QRA (Nome de Guerra)'));
    await waitFor(() => expect(downloads.loaded).toEqual(['validation']));
  });

  it('a failed download of the validation: the pt-BR error, nothing sent, and the next submit tries again', async () => {
    downloads.online = false;
    const { calls, form, user } = await openPerfil();
    await user.click(within(form).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.unexpected);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    downloads.online = true;
    await user.click(within(form).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await within(form).findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(within(form).queryByText(messages.unexpected)).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
