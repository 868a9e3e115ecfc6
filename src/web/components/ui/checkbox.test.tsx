import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Label } from './label';

/** A checkbox named by its <Label htmlFor>, as the app uses it ('Lembrar-me'). */
function Harness({
  initial = false,
  onChange = () => undefined,
}: {
  initial?: boolean;
  onChange?: (v: boolean) => void;
}) {
  const [checked, setChecked] = useState(initial);
  return (
    <form>
      <Checkbox
        id="lembrar"
        checked={checked}
        aria-describedby="lembrar-dica"
        onCheckedChange={(next) => {
          setChecked(next);
          onChange(next);
        }}
      />
      <Label htmlFor="lembrar">Lembrar-me</Label>
      <p id="lembrar-dica">Guarda só o e-mail.</p>
    </form>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, described by its hint, and reflects `checked`', () => {
    render(<Harness initial />);
    const box = screen.getByRole('checkbox', { name: 'Lembrar-me' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Guarda só o e-mail.');
    // Only one checkbox reaches assistive technology (Radix's form input is hidden from it).
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('toggles with a click, a click on its label and Space, telling a boolean each time', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Lembrar-me' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Lembrar-me'));
    expect(box).not.toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('does nothing while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Aceito" checked={false} disabled onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Aceito' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
