import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { HistoricoItem, HistoricoPage } from '../../../shared/schemas/simulados';
import { jsonResponse, makeUser, renderApp, stubFetch } from '../../test-utils';

const base = {
  tipo: 'padrao' as const,
  materiaId: 1,
  materiaNome: 'SAT',
  moduloId: 1,
  moduloNome: 'Básico',
  cadernoNome: null,
};
const ITEMS: HistoricoItem[] = [
  { id: 3, data: '2025-03-03T12:00:00.000Z', nota: 9, questoesRespondidas: 10, acertos: 9, ...base },
  {
    id: 2,
    tipo: 'padrao',
    data: '2025-03-02T12:00:00.000Z',
    nota: 4,
    questoesRespondidas: 5,
    acertos: 2,
    materiaId: 6,
    materiaNome: 'Direito Civil',
    moduloId: 2,
    moduloNome: 'Específico',
    cadernoNome: null,
  },
  { id: 1, data: '2025-03-01T12:00:00.000Z', nota: 6, questoesRespondidas: 10, acertos: 6, ...base },
];

const isHistorico = (url: string) => url === '/api/simulados' || url.startsWith('/api/simulados?');

/** The server's paged answer for a list that fits one page (filtering and sorting are the server's, tested there). */
function onePage(items: HistoricoItem[]): HistoricoPage {
  // Review sessions have no subject: they are in no filter option.
  const padrao = items.flatMap((i) =>
    i.materiaId !== null && i.materiaNome !== null && i.moduloId !== null && i.moduloNome !== null
      ? [{ ...i, materiaId: i.materiaId, materiaNome: i.materiaNome, moduloId: i.moduloId, moduloNome: i.moduloNome }]
      : [],
  );
  const modulos = new Map(padrao.map((i) => [i.moduloId, { id: i.moduloId, nome: i.moduloNome }]));
  const materias = new Map(
    padrao.map((i) => [i.materiaId, { id: i.materiaId, nome: i.materiaNome, moduloId: i.moduloId }]),
  );
  return {
    resumo: {
      total: items.length,
      media: items.length ? 6.3 : null,
      aproveitamento: items.length ? 33 : 0,
      totalQuestoes: 25,
    },
    opcoes: { modulos: [...modulos.values()], materias: [...materias.values()] },
    itens: items,
    pagina: 1,
    paginas: 1,
  };
}

function stubHistorico(items: HistoricoItem[]) {
  let list = items;
  return stubFetch(({ url, method }) => {
    if (!isHistorico(url)) return undefined;
    if (method === 'DELETE') {
      const excluidos = list.length;
      list = [];
      return jsonResponse({ excluidos });
    }
    return jsonResponse(onePage(list));
  });
}

const summary = () => screen.getByRole('region', { name: 'Resumo' });
const cardLinks = () => within(screen.getByRole('list', { name: 'Simulados' })).getAllByRole('link');

describe('history page', () => {
  it('shows the summary cards and one card per simulado, each linking to its result', async () => {
    stubHistorico(ITEMS);
    renderApp('/simulados/historico', { me: makeUser() });

    await screen.findByRole('list', { name: 'Simulados' });
    expect(summary()).toHaveTextContent('Total de simulados3');
    expect(summary()).toHaveTextContent('Média geral6,3');
    expect(summary()).toHaveTextContent('Aproveitamento33%');
    expect(summary()).toHaveTextContent('Total de questões25');
    expect(cardLinks().map((a) => a.getAttribute('href'))).toEqual([
      '/simulados/resultados/3',
      '/simulados/resultados/2',
      '/simulados/resultados/1',
    ]);
    // Subjects offered follow the chosen module.
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Módulo'), 'Básico');
    expect(
      within(screen.getByLabelText('Matéria')).queryByRole('option', { name: 'Direito Civil' }),
    ).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Matéria')).getByRole('option', { name: 'SAT' })).toBeInTheDocument();
  });

  it('asks the server for the filtered, sorted page when it pages the history itself', async () => {
    const page = (pagina: number): HistoricoPage => ({
      resumo: { total: 21, media: 6.1, aproveitamento: 40, totalQuestoes: 210 },
      opcoes: {
        modulos: [{ id: 1, nome: 'Básico' }],
        materias: [{ id: 1, nome: 'SAT', moduloId: 1 }],
      },
      itens: pagina === 1 ? [ITEMS[0] as HistoricoItem] : [ITEMS[2] as HistoricoItem],
      pagina,
      paginas: 2,
    });
    const { calls } = stubFetch(({ url }) => {
      if (!url.startsWith('/api/simulados?')) return undefined;
      return jsonResponse(page(Number(new URL(url, 'http://x').searchParams.get('pagina'))));
    });
    const user = userEvent.setup();
    renderApp('/simulados/historico', { me: makeUser() });

    await screen.findByRole('list', { name: 'Simulados' });
    expect(summary()).toHaveTextContent('Total de simulados21');
    expect(summary()).toHaveTextContent('Média geral6,1');
    expect(calls.at(-1)?.url).toBe('/api/simulados?ordem=recentes&pagina=1');

    const paginas = screen.getByRole('navigation', { name: 'Páginas do histórico' });
    expect(paginas).toHaveTextContent('Página 1 de 2');
    await user.click(within(paginas).getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(cardLinks().map((a) => a.getAttribute('href'))).toEqual(['/simulados/resultados/1']));
    expect(calls.at(-1)?.url).toBe('/api/simulados?ordem=recentes&pagina=2');
    // The last page disables Próxima: the focus moves to Anterior instead of falling to the page.
    expect(within(paginas).getByRole('button', { name: 'Próxima' })).toBeDisabled();
    expect(within(paginas).getByRole('button', { name: 'Anterior' })).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Matéria'), 'SAT');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/simulados?ordem=recentes&pagina=1&materiaId=1'));
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Maior nota');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/simulados?ordem=maior_nota&pagina=1&materiaId=1'));
  });

  it('clears the history after confirmation', async () => {
    const { calls } = stubHistorico(ITEMS);
    const user = userEvent.setup();
    renderApp('/simulados/historico', { me: makeUser() });
    await screen.findByRole('list', { name: 'Simulados' });

    await user.click(screen.getByRole('button', { name: 'Limpar histórico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limpar histórico' });
    await user.click(within(dialog).getByRole('button', { name: 'Limpar histórico' }));

    expect(await screen.findByText(messages.clearHistorySuccess)).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não fez nenhum simulado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fazer um simulado' })).toHaveAttribute('href', '/simulados');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says there is nothing to clear without asking the server when the list is empty', async () => {
    const { calls } = stubHistorico([]);
    const user = userEvent.setup();
    renderApp('/simulados/historico', { me: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Limpar histórico' }));
    expect(await screen.findByText(messages.clearHistoryNothing)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('toasts the failure when clearing fails', async () => {
    stubFetch(({ url, method }) => {
      if (!isHistorico(url)) return undefined;
      return method === 'DELETE'
        ? jsonResponse({ code: 'INTERNAL', message: messages.internal }, 500)
        : jsonResponse(onePage(ITEMS));
    });
    const user = userEvent.setup();
    renderApp('/simulados/historico', { me: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Limpar histórico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limpar histórico' });
    await user.click(within(dialog).getByRole('button', { name: 'Limpar histórico' }));
    expect(await screen.findByText(messages.clearHistoryFailed)).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(3);
  });
});
