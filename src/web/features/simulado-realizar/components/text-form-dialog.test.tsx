import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import { comentarioFormSchema } from '../../../../shared/schemas/questao-textos';
import { ApiError } from '../../../lib/api';
import { TextFormDialog } from './text-form-dialog';

function Harness({ onSubmit }: { onSubmit: (text: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <TextFormDialog
      open={open}
      onOpenChange={setOpen}
      title="Adicionar comentário"
      description="Compartilhe uma dica."
      label="Comentário"
      placeholder="Escreva seu comentário..."
      schema={comentarioFormSchema}
      submitLabel="Publicar comentário"
      pending={false}
      onSubmit={onSubmit}
    />
  );
}

describe('TextFormDialog', () => {
  it('checks the text with the shared schema: required, then at most 2000 characters, under the field and focused', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar comentário' });
    const box = screen.getByRole('textbox', { name: 'Comentário' });

    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Publicar comentário' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.comentarioRequired);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(messages.comentarioRequired);

    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2001/2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar comentário' }));
    expect(await screen.findByText(messages.textTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('sends the trimmed text, then closes; a refusal keeps the text and shows the API’s message for it', async () => {
    const onSubmit = vi
      .fn<(text: string) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'INVALID_INPUT',
          message: messages.textTooLong,
          fields: { comentario: messages.textTooLong },
        }),
      )
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    const box = await screen.findByRole('textbox', { name: 'Comentário' });
    await user.type(box, '  Boa dica  ');
    await user.click(screen.getByRole('button', { name: 'Publicar comentário' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.textTooLong);
    expect(box).toHaveValue('  Boa dica  ');
    expect(box).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Publicar comentário' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit.mock.calls).toEqual([['Boa dica'], ['Boa dica']]);
  });
});
