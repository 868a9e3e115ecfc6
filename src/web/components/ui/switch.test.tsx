import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './label';
import { Switch } from './switch';

function Harness({ onChange }: { onChange: (v: boolean) => void }) {
  const [checked, setChecked] = useState(true);
  return (
    <>
      <p id="visibilidade">Visibilidade no Ranking</p>
      <Switch
        id="visivel"
        checked={checked}
        aria-labelledby="visibilidade"
        onCheckedChange={(next) => {
          setChecked(next);
          onChange(next);
        }}
      />
      <Label htmlFor="ativo">Ativo</Label>
      <Switch id="ativo" checked={false} onCheckedChange={() => undefined} />
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by aria-labelledby or by its <Label htmlFor>', () => {
    render(<Harness onChange={() => undefined} />);
    expect(screen.getByRole('switch', { name: 'Visibilidade no Ranking' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ativo' })).not.toBeChecked();
  });

  it('flips with a click, Space and Enter, telling the new value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Visibilidade no Ranking' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('does nothing while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Administrador" checked disabled onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Administrador' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
