import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cadernoMessages, type CadernoPage, type CadernosList } from '../../../shared/schemas/cadernos';
import { SalvarNoCadernoDialog } from '../../components/cadernos/salvar-no-caderno-dialog';
import { apiError, createTestQueryClient, jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

const CADERNO = {
  id: 7,
  nome: 'Erros de SAT',
  questoes: 2,
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-05T12:00:00.000Z',
};
const fonte = { banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado' };
const PAGE: CadernoPage = {
  caderno: CADERNO,
  itens: [
    {
      questaoId: 11,
      adicionadaEm: '2025-03-05T12:00:00.000Z',
      indisponivel: null,
      trecho: 'Quanto é 2 + 2?',
      tipo: 'multipla5',
      materiaNome: 'SAT',
      fonte,
    },
    {
      questaoId: 12,
      adicionadaEm: '2025-03-04T12:00:00.000Z',
      indisponivel: 'assinatura',
      trecho: null,
      tipo: 'multipla5',
      materiaNome: 'Direito Penal',
      fonte,
    },
  ],
  proximo: null,
};

describe('a caderno’s page', () => {
  it('lists its questions, an unavailable one as such, and deletes the caderno after a confirm', async () => {
    const { calls } = stubFetch(({ url, method }) => {
      if (url === '/api/cadernos/7' && method === 'GET') return jsonResponse(PAGE);
      if (url === '/api/cadernos/7' && method === 'DELETE') return new Response(null, { status: 204 });
      if (url === '/api/cadernos') return jsonResponse({ cadernos: [] } satisfies CadernosList);
      return undefined;
    });
    const { router } = renderApp('/cadernos/7', { me: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Erros de SAT' })).toBeInTheDocument();
    const [aberta, indisponivel] = screen.getAllByRole('article');
    expect(aberta).toHaveTextContent('Quanto é 2 + 2?');
    expect(aberta).toHaveTextContent('VUNESP · PM-SP · 2023 · Soldado');
    expect(aberta).not.toHaveTextContent('Indisponível');
    expect(indisponivel).toHaveTextContent('Indisponível');
    expect(indisponivel).toHaveTextContent('A matéria desta questão é só para assinantes.');

    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir caderno' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await screen.findByText('Você ainda não tem cadernos');
    expect(router.state.location.pathname).toBe('/cadernos');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/cadernos/7']);
  });

  it('says so for a caderno that is not the student’s', async () => {
    stubFetch(({ url }) =>
      url === '/api/cadernos/8' ? apiError(404, 'CADERNO_NOT_FOUND', 'Caderno não encontrado.') : undefined,
    );
    renderApp('/cadernos/8', { me: makeUser() });
    expect(await screen.findByText('Caderno não encontrado.')).toBeInTheDocument();
  });
});

describe('Salvar no caderno', () => {
  it('names a new caderno (empty and taken names refused under the field), then saves the question in it', async () => {
    let taken = true;
    const { calls } = stubFetch(({ url, method, body }) => {
      if (url === '/api/cadernos' && method === 'GET') return jsonResponse({ cadernos: [] } satisfies CadernosList);
      if (url === '/api/cadernos' && method === 'POST') {
        if (taken) return apiError(409, 'CADERNO_DUPLICADO', cadernoMessages.nomeDuplicado);
        return jsonResponse({ ...CADERNO, nome: (body as { nome: string }).nome, questoes: 0 }, 201);
      }
      if (url === '/api/cadernos/7/questoes') return jsonResponse({ adicionada: true }, 201);
      return undefined;
    });
    const client = createTestQueryClient();
    let open = true;
    render(
      <QueryClientProvider client={client}>
        <SalvarNoCadernoDialog open onOpenChange={(next) => (open = next)} questaoId={11} />
      </QueryClientProvider>,
    );
    const nome = await screen.findByLabelText('Nome do novo caderno');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(cadernoMessages.nomeObrigatorio)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.type(nome, 'Erros de SAT');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(cadernoMessages.nomeDuplicado)).toBeInTheDocument();
    expect(nome).toHaveAttribute('aria-invalid', 'true');

    taken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await expect.poll(() => open).toBe(false);
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/cadernos', { nome: 'Erros de SAT' }],
      ['/api/cadernos', { nome: 'Erros de SAT' }],
      ['/api/cadernos/7/questoes', { questaoId: 11 }],
    ]);
  });
});
