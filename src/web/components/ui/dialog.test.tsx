import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** A dialog opened from state, as every dialog of the app is (no Radix Trigger). */
function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <input aria-label="Campo" />
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined} fallbackFocus={() => screen.getByLabelText('Campo')}>
          <DialogTitle>Janela</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('gives the focus back to the control that opened it when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const abrir = screen.getByRole('button', { name: 'Abrir' });
    await user.tab();
    await user.tab();
    expect(abrir).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Janela' })).toBeInTheDocument();
    expect(abrir).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(abrir).toHaveFocus());
  });

  it('gives it to `fallbackFocus` when it opened by itself, with nothing focused', async () => {
    const user = userEvent.setup();
    render(<Harness initiallyOpen />);
    expect(await screen.findByRole('dialog', { name: 'Janela' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Campo')).toHaveFocus());
  });
});
