import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Impresso } from '../../../../shared/schemas/impressao';
import { GabaritoForm } from './gabarito-form';

// 'Corrigir gabarito' for the three kinds (issue 33 §3): each number takes only its kind's letters.
const IMPRESSO: Impresso = {
  id: '5d6f1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  codigo: '5D6F-1A2B',
  materia: { id: 1, nome: 'SAT' },
  data: '2026-11-29T03:00:00.000Z',
  questoes: 4,
  tipos: ['multipla5', 'multipla4', 'certo_errado', 'certo_errado'],
};

function setup() {
  const onSubmit = vi.fn();
  render(<GabaritoForm impresso={IMPRESSO} pending={false} error={null} onSubmit={onSubmit} />);
  return {
    onSubmit,
    user: userEvent.setup(),
    box: (n: number) => screen.getByRole('textbox', { name: `Questão ${n}` }),
  };
}

describe('GabaritoForm', () => {
  it('refuses a letter outside the kind by number, offers Certo/Errado buttons, and sends C/E', async () => {
    const { onSubmit, user, box } = setup();
    expect(box(1)).toHaveFocus();
    await user.keyboard('e');
    // E on the four-alternative question 2: refused, the box stays empty and in focus.
    await user.keyboard('e');
    expect(screen.getByRole('status')).toHaveTextContent('A questão 2 tem só as alternativas A, B, C e D.');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await user.keyboard('d');
    // A on the Certo/Errado question 3: refused; C is Certo.
    await user.keyboard('a');
    expect(screen.getByRole('status')).toHaveTextContent(
      'A questão 3 é de Certo ou Errado: use C (Certo) ou E (Errado).',
    );
    await user.keyboard('c');
    expect(box(3)).toHaveValue('C');
    expect(box(3)).toHaveAccessibleDescription('Certo ou Errado: Certo');

    // Question 4 is in focus: its buttons are Certo and Errado only.
    const pad = screen.getByRole('group', { name: 'Resposta da questão 4' });
    expect(
      within(pad)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Certo', 'Errado', 'Em branco']);
    await user.click(within(pad).getByRole('button', { name: 'Errado' }));
    expect(box(4)).toHaveValue('E');

    await user.click(screen.getByRole('button', { name: 'Corrigir' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { numero: 1, resposta: 'E' },
      { numero: 2, resposta: 'D' },
      { numero: 3, resposta: 'C' },
      { numero: 4, resposta: 'E' },
    ]);
  });

  it('fills a paste only where the letter fits, naming the first that does not', () => {
    const { box } = setup();
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'AEBE' } });
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['A', '', '', 'E']);
    expect(screen.getByRole('status')).toHaveTextContent('A questão 2 tem só as alternativas A, B, C e D.');
  });
});
