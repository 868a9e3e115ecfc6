import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MeuReport, MeusReportsPage } from '../../../../shared/schemas/reports';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../../test-utils';

const report = (over: Partial<MeuReport>): MeuReport => ({
  id: 1,
  questaoId: 40,
  materiaNome: 'SAT',
  enunciadoTrecho: 'Qual o número da PM?',
  descricao: 'A alternativa C também está correta.',
  status: 'pendente',
  createdAt: '2025-03-05T12:00:00.000Z',
  updatedAt: '2025-03-05T12:00:00.000Z',
  ...over,
});
const page = (itens: MeuReport[], nextCursor: number | null = null): MeusReportsPage => ({ itens, nextCursor });

function withComentarios(reports: (url: string) => Response | undefined) {
  return stubFetch(({ url }) => (url === '/api/comentarios' ? jsonResponse([]) : reports(url)));
}

describe('Meus reports on /comentarios', () => {
  it('shows each report with its coloured status, subject, excerpt, description and when it was updated', async () => {
    withComentarios((url) =>
      url === '/api/reports/meus'
        ? jsonResponse(
            page([
              report({ id: 4, questaoId: 41, status: 'em_analise', updatedAt: '2025-03-07T15:30:00.000Z' }),
              report({ id: 3, questaoId: 42, status: 'resolvido', updatedAt: '2025-03-08T10:00:00.000Z' }),
              report({ id: 2, questaoId: 43, status: 'rejeitado', updatedAt: '2025-03-09T10:00:00.000Z' }),
              report({ id: 1, questaoId: 40 }),
            ]),
          )
        : undefined,
    );
    renderApp('/comentarios', { me: makeUser() });

    const section = await screen.findByRole('region', { name: 'Meus reports' });
    const pendente = await within(section).findByRole('article', { name: 'Questão #40' });
    expect(within(pendente).getByText('Pendente')).toHaveAttribute('data-status', 'pendente');
    expect(within(pendente).getByText('Pendente').className).toMatch(/amber/);
    expect(within(pendente).getByText('SAT')).toBeInTheDocument();
    expect(within(pendente).getByText('Qual o número da PM?')).toBeInTheDocument();
    expect(within(pendente).getByText('A alternativa C também está correta.')).toBeInTheDocument();
    expect(within(pendente).getByText('05/03/2025', { exact: false })).toBeInTheDocument();
    expect(within(pendente).queryByText(/Atualizado em/)).toBeNull();

    const analise = within(section).getByRole('article', { name: 'Questão #41' });
    expect(within(analise).getByText('Em análise').className).toMatch(/blue/);
    expect(within(analise).getByText(/Atualizado em/)).toHaveTextContent('07/03/2025');
    const resolvido = within(section).getByRole('article', { name: 'Questão #42' });
    expect(within(resolvido).getByText('Resolvido').className).toMatch(/emerald/);
    const rejeitado = within(section).getByRole('article', { name: 'Questão #43' });
    expect(within(rejeitado).getByText('Rejeitado').className).toMatch(/gray/);
    // Newest first, as the server sent them.
    expect(
      within(section)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Questão #41', 'Questão #42', 'Questão #43', 'Questão #40']);
  });

  it('loads older reports with Carregar mais, passing the cursor', async () => {
    const { calls } = withComentarios((url) => {
      if (url === '/api/reports/meus') return jsonResponse(page([report({ id: 9, questaoId: 50 })], 9));
      if (url === '/api/reports/meus?cursor=9') return jsonResponse(page([report({ id: 2, questaoId: 51 })]));
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/comentarios', { me: makeUser() });
    const section = await screen.findByRole('region', { name: 'Meus reports' });
    await within(section).findByRole('article', { name: 'Questão #50' });
    await user.click(within(section).getByRole('button', { name: 'Carregar mais' }));
    expect(await within(section).findByRole('article', { name: 'Questão #51' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/reports/meus'))).toHaveLength(2);
  });

  it('explains where reports come from when there are none', async () => {
    withComentarios((url) => (url === '/api/reports/meus' ? jsonResponse(page([])) : undefined));
    renderApp('/comentarios', { me: makeUser() });
    const section = await screen.findByRole('region', { name: 'Meus reports' });
    expect(await within(section).findByText('Você ainda não enviou nenhum report')).toBeInTheDocument();
    expect(within(section).getByText(/botão 'Reportar' durante um simulado/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails to load', async () => {
    let fail = true;
    withComentarios((url) => {
      if (url !== '/api/reports/meus') return undefined;
      return fail ? apiError(500, 'INTERNAL', 'Erro interno.') : jsonResponse(page([report({})]));
    });
    const user = userEvent.setup();
    renderApp('/comentarios', { me: makeUser() });
    const section = await screen.findByRole('region', { name: 'Meus reports' });
    expect(await within(section).findByText('Erro ao carregar seus reports.')).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(section).findByRole('article', { name: 'Questão #40' })).toBeInTheDocument();
  });
});
