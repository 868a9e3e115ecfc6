import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeEmAndamento } from '../../lib/simulados/em-andamento';
import { makeEmAndamento } from '../../lib/simulados/test-data';
import { jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

// Questions 101, 102, 103 of SAT (materia 1); right answers A, B, C.
const USER = makeUser({ id: 'user-1' });

function start() {
  writeEmAndamento(USER.id, makeEmAndamento(3));
  stubFetch((call) => (/\/comentarios$/.test(call.url) ? jsonResponse([]) : undefined));
  renderApp('/simulados/realizar/1', { me: USER });
}

const radio = (letra: string) => screen.getByRole('radio', { name: new RegExp(`^Alternativa ${letra}:`) });
const barButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Ações do simulado' })).getByRole('button', { name });

/** Where the keyboard is: the focus never falls to the page while playing (issue 8). */
describe('player focus', () => {
  it('starts on the alternatives, and after Conferir goes on to Próxima, then Finalizar on the last question', async () => {
    start();
    const user = userEvent.setup();
    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
    // The question takes the focus in an effect, which React runs after the question paints.
    await waitFor(() => expect(radio('A')).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(radio('B')).toHaveFocus();
    expect(radio('B')).toHaveAttribute('aria-checked', 'true');
    barButton('Conferir').focus();
    await user.keyboard('{Enter}');
    expect(barButton('Conferir')).toBeDisabled();
    expect(barButton('Próxima')).toHaveFocus();

    // Próxima up to the last question: it turns disabled there and the focus goes to the question.
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Questão 3 de 3')).toBeInTheDocument();
    expect(radio('A')).toHaveFocus();
    await user.keyboard('c');
    expect(radio('C')).toHaveFocus();
    barButton('Conferir').focus();
    await user.keyboard('{Enter}');
    expect(barButton('Finalizar')).toHaveFocus();
  });

  it('keeps the focus in the alternatives when ← → change the question', async () => {
    start();
    const user = userEvent.setup();
    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
    await waitFor(() => expect(radio('A')).toHaveFocus());
    await user.keyboard('b{Enter}');
    expect(radio('B')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Questão 2 de 3')).toBeInTheDocument();
    expect(radio('A')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Questão 1 de 3')).toBeInTheDocument();
    expect(radio('B')).toHaveFocus();
  });
});
