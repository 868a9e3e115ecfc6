import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { MeuComentario } from '../../../shared/schemas/comentarios';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

const COMENTARIO: MeuComentario = {
  id: 5,
  questaoId: 40,
  comentario: 'O 190 é o número da PM.',
  createdAt: '2025-03-05T12:00:00.000Z',
  autor: { nome: 'Maria Souza', avatarUrl: null },
  meu: true,
  likes: 2,
  dislikes: 0,
  minhaReacao: null,
  questao: {
    id: 40,
    enunciado: '<p>Qual o número <strong>da PM</strong>?</p><script>alert(1)</script>',
    materiaNome: 'SAT',
  },
};

describe('Meus Comentários', () => {
  it('shows the question and the comment, reacts, and deletes after confirmation', async () => {
    let list = [COMENTARIO];
    const { calls } = stubFetch(({ url, method, body }) => {
      if (url === '/api/comentarios' && method === 'GET') return jsonResponse(list);
      if (url === '/api/comentarios/5/reacao') {
        const tipo = (body as { tipo: string }).tipo;
        return jsonResponse(
          tipo === 'like'
            ? { likes: 3, dislikes: 0, minhaReacao: 'like' }
            : { likes: 2, dislikes: 1, minhaReacao: 'dislike' },
        );
      }
      if (url === '/api/comentarios/5' && method === 'DELETE') {
        list = [];
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/comentarios', { me: makeUser() });

    const card = await screen.findByRole('article', { name: 'Questão #40' });
    expect(within(card).getByText('SAT')).toBeInTheDocument();
    expect(within(card).getByText('da PM')).toBeInTheDocument();
    expect(card.querySelector('script')).toBeNull();
    expect(within(card).getByText('O 190 é o número da PM.')).toBeInTheDocument();

    const like = within(card).getByRole('button', { name: /Gostei/ });
    expect(like).toHaveTextContent('2');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('3');
    const dislike = within(card).getByRole('button', { name: /Não gostei/ });
    await user.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(dislike).toHaveTextContent('1');

    await user.click(within(card).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir comentário' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir este comentário?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(messages.commentDeleted)).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não fez nenhum comentário')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para os simulados' })).toHaveAttribute('href', '/simulados');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps quick successive taps: shown at once, sent one after the other, the last answer wins', async () => {
    const pending: Array<{ tipo: string; answer: (r: Response) => void }> = [];
    stubFetch(({ url, method, body }) => {
      if (url === '/api/comentarios' && method === 'GET') return jsonResponse([COMENTARIO]);
      if (url === '/api/comentarios/5/reacao') {
        return new Promise<Response>((answer) => pending.push({ tipo: (body as { tipo: string }).tipo, answer }));
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/comentarios', { me: makeUser() });
    const like = await screen.findByRole('button', { name: /Gostei/ });
    const dislike = screen.getByRole('button', { name: /Não gostei/ });

    await user.click(like);
    await user.click(dislike);
    await user.click(dislike);
    // All three show at once, before any answer.
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('2');
    // Only the first request is out; the next waits for it.
    await waitFor(() => expect(pending).toHaveLength(1));

    pending[0]?.answer(jsonResponse({ likes: 3, dislikes: 0, minhaReacao: 'like' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(like).toHaveAttribute('aria-pressed', 'false'); // a stale answer is not applied
    pending[1]?.answer(jsonResponse({ likes: 2, dislikes: 1, minhaReacao: 'dislike' }));
    await waitFor(() => expect(pending).toHaveLength(3));
    pending[2]?.answer(jsonResponse({ likes: 2, dislikes: 0, minhaReacao: null }));
    await waitFor(() => expect(dislike).toHaveTextContent('0'));
    expect(pending.map((p) => p.tipo)).toEqual(['like', 'dislike', 'dislike']);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts a reaction back and toasts when the server refuses it', async () => {
    stubFetch(({ url, method }) => {
      if (url === '/api/comentarios' && method === 'GET') return jsonResponse([COMENTARIO]);
      if (url === '/api/comentarios/5/reacao') return apiError(500, 'INTERNAL', messages.internal);
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/comentarios', { me: makeUser() });
    const like = await screen.findByRole('button', { name: /Gostei/ });
    await user.click(like);
    expect(await screen.findByText(messages.reactFailed)).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('2');
  });

  it('toasts a failed delete and keeps the comment', async () => {
    stubFetch(({ url, method }) => {
      if (url === '/api/comentarios' && method === 'GET') return jsonResponse([COMENTARIO]);
      if (method === 'DELETE') return apiError(500, 'INTERNAL', messages.internal);
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/comentarios', { me: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir comentário' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(messages.commentDeleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Questão #40' })).toBeInTheDocument();
  });
});
