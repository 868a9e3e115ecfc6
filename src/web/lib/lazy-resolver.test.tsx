import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { lazyResolver, type LazyResolver } from './lazy-resolver';

const schema = z.object({ nome: z.string().trim().min(1, messages.nomeRequired) });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const realResolver = zodResolver(schema);
const offline = () => new TypeError('Failed to fetch dynamically imported module');

/** A form as the app writes them: the field's error under it, a form-level error at the top. */
function Form({ resolver, onValid }: { resolver: LazyResolver<Input, unknown, Output>; onValid: (v: Output) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver, defaultValues: { nome: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} onFocusCapture={resolver.preload}>
      {errors.root?.message ? <p role="alert">{errors.root.message}</p> : null}
      <label htmlFor="nome">Nome</label>
      <input id="nome" {...register('nome')} />
      {errors.nome?.message ? <p>{errors.nome.message}</p> : null}
      <button type="submit">Salvar</button>
    </form>
  );
}

function setup(load: () => Promise<Resolver<Input, unknown, Output>>) {
  const onValid = vi.fn();
  const resolver = lazyResolver(load);
  render(<Form resolver={resolver} onValid={onValid} />);
  return { onValid, resolver, user: userEvent.setup() };
}

describe('lazyResolver', () => {
  it('loads nothing until the form is validated or focused', () => {
    const load = vi.fn(() => Promise.resolve(realResolver));
    setup(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('validates with the loaded resolver: its errors under the fields, its output to the submit', async () => {
    const load = vi.fn(() => Promise.resolve(realResolver));
    const { onValid, user } = setup(load);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(messages.nomeRequired)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Nome'), '  Maria  ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // zod's output (trimmed), not the raw input.
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ nome: 'Maria' }, expect.anything()));
    expect(screen.queryByText(messages.nomeRequired)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the download at the form’s first focus, once', async () => {
    const load = vi.fn(() => Promise.resolve(realResolver));
    const { user } = setup(load);
    await user.click(screen.getByLabelText('Nome'));
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(messages.nomeRequired)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download: the pt-BR error in the form, nothing submitted, and the next submit tries again', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(realResolver) : Promise.reject(offline())));
    const { onValid, user } = setup(load);
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.unexpected);
    expect(onValid).not.toHaveBeenCalled();

    online = true;
    const tries = load.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ nome: 'Maria' }, expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(tries + 1);
  });

  it('a failed preload is swallowed (no unhandled rejection) and retried by the next one', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Input, unknown, Output>>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(realResolver);
    const resolver = lazyResolver(load);
    resolver.preload();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
