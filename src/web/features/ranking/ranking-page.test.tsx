import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { PosicaoResponse } from '../../../shared/schemas/posicao';
import type { RankingPage, RankingResponse, RankingRow } from '../../../shared/schemas/ranking';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

const USER = makeUser({ editalId: 1, qra: 'SOUZA' });

const row = (posicao: number, qra: string | null, media: number, over: Partial<RankingRow> = {}): RankingRow => ({
  posicao,
  qra,
  unidadeSigla: '1º BPM',
  notas: 4,
  media,
  souEu: false,
  ...over,
});

const ME = row(120, 'SOUZA', 4.5, { unidadeSigla: '2º BPM', souEu: true });

function page(over: Partial<RankingPage> = {}): RankingPage {
  return {
    situacao: 'ok',
    edital: { id: 1, numero: '01/2025' },
    tab: 'geral',
    abas: {
      geral: { posicao: 120, total: 130 },
      basico: { posicao: null, total: 140 },
      especifico: { posicao: 98, total: 131 },
    },
    eu: { classificado: true, linha: ME },
    itens: [row(1, 'ALFA', 9.5), row(1, 'BRAVO', 9.5), row(3, null, 7), row(4, 'DELTA', 5), row(5, 'ECO', 4.99)],
    total: 130,
    totalFiltrado: 130,
    totalLimitado: false,
    filtrado: false,
    page: 1,
    limit: 50,
    temMais: true,
    ...over,
  };
}

/** 'Onde estou' (its own tests: components/onde-estou-section.test.tsx): no notas, no subjects yet. */
const POSICAO: PosicaoResponse = {
  situacao: 'ok',
  edital: { numero: '01/2025' },
  posicao: null,
  distribuicao: { faixas: new Array<number>(20).fill(0), total: 0, minhaFaixa: null },
  materias: [],
};

/** Answers GET /api/ranking with `answer(params)` and the unit filter with two unidades. */
function serve(answer: (params: URLSearchParams) => Response) {
  return stubFetch(({ url }) => {
    if (url === '/api/ranking/posicao') return jsonResponse(POSICAO);
    if (url === '/api/ranking/unidades') {
      return jsonResponse({
        unidades: [
          { id: 1, sigla: '1º BPM', nome: '1º Batalhão de Polícia Militar' },
          { id: 2, sigla: '2º BPM', nome: '2º Batalhão de Polícia Militar' },
        ],
      });
    }
    if (url.startsWith('/api/ranking?')) return answer(new URLSearchParams(url.split('?')[1]));
    return undefined;
  });
}

const rankingCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/ranking?')).map((c) => new URLSearchParams(c.url.split('?')[1]));
const list = () => screen.getByRole('list', { name: /^Ranking / });
const ownCard = () => screen.getByRole('region', { name: 'Sua posição' });

describe('ranking page', () => {
  it('asks a student without an edital to choose one on the profile', async () => {
    serve(() => jsonResponse({ situacao: 'sem_edital' } satisfies RankingResponse));
    renderApp('/ranking', { me: makeUser() });
    expect(
      await screen.findByText('Você precisa selecionar um edital no seu perfil para visualizar o ranking.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Perfil' })).toHaveAttribute('href', '/perfil');
  });

  it('shows the tabs with place and count, medals for the top 3, the rows and the pinned own place', async () => {
    serve(() => jsonResponse(page()));
    renderApp('/ranking', { me: USER });

    const geral = await screen.findByRole('tab', { name: /^Geral/ });
    expect(geral).toHaveAttribute('aria-selected', 'true');
    expect(geral).toHaveTextContent('Nº 120');
    expect(geral).toHaveTextContent('130 alunos');
    expect(screen.getByRole('tab', { name: /^Básico/ })).toHaveAccessibleName('Básico, sem posição, 140 alunos');
    expect(screen.getByRole('tab', { name: /^Específico/ })).toHaveTextContent('Nº 98');
    expect(
      screen.getByText('Para aparecer aqui, tenha notas cadastradas no básico e no específico.'),
    ).toBeInTheDocument();

    const rows = within(list()).getAllByRole('listitem');
    // Ties share the gold; the next place is 3 (bronze); then Nº.
    expect(rows[0]).toHaveTextContent('Nº 1º, medalha de ouroSD PM ALFA1º BPM · 4 notasMédia 9,50');
    expect(rows[1]).toHaveTextContent('medalha de ouro');
    expect(rows[2]).toHaveTextContent('medalha de bronze');
    expect(rows[2]).toHaveTextContent('Sem QRA');
    expect(rows[3]).toHaveTextContent(/^Nº 4SD PM DELTA/);
    // Average colours of SPEC §2: 7 or more green, 5 or more yellow, below red.
    const tones = rows.map((r) => r.querySelector('[data-tone]')?.getAttribute('data-tone'));
    expect(tones).toEqual(['green', 'green', 'green', 'yellow', 'red']);

    expect(ownCard()).toHaveTextContent('Nº 120SD PM SOUZA(você)2º BPM · 4 notasMédia 4,50');
    expect(screen.getByText('Mostrando 5 de 130')).toBeInTheDocument();
  });

  it('says when the unidades of the filter failed to load, and loads them again on request', async () => {
    let unidadesUp = false;
    stubFetch(({ url }) => {
      if (url === '/api/ranking/unidades') {
        return unidadesUp
          ? jsonResponse({ unidades: [{ id: 1, sigla: '1º BPM', nome: '1º Batalhão de Polícia Militar' }] })
          : apiError(500, 'INTERNAL', messages.internal);
      }
      if (url.startsWith('/api/ranking?')) return jsonResponse(page());
      if (url === '/api/ranking/posicao') return jsonResponse(POSICAO);
      return undefined;
    });
    renderApp('/ranking', { me: USER });
    expect(await screen.findByText('Erro ao carregar unidades')).toBeInTheDocument();
    unidadesUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const filtro = screen.getByRole('combobox', { name: 'Filtrar por unidade' });
    expect(
      await within(filtro).findByRole('option', { name: '1º BPM — 1º Batalhão de Polícia Militar' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar unidades')).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End, choosing each as it gets the focus', async () => {
    const { calls } = serve((params) =>
      jsonResponse(page({ tab: (params.get('tab') ?? 'geral') as RankingPage['tab'] })),
    );
    renderApp('/ranking', { me: USER });
    const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
    const tabs = () => [tab('Geral'), tab('Básico'), tab('Específico')];
    /** `name` has the focus, is the only chosen tab and the only one in the Tab order, and its panel shows. */
    const chosen = async (name: string) => {
      await waitFor(() => expect(tab(name)).toHaveFocus());
      await waitFor(() => expect(tab(name)).toHaveAttribute('aria-selected', 'true'));
      expect(tabs().filter((t) => t.getAttribute('aria-selected') === 'true')).toEqual([tab(name)]);
      expect(tabs().filter((t) => t.tabIndex === 0)).toEqual([tab(name)]);
      const panel = screen.getByRole('tabpanel');
      expect(panel).toHaveAccessibleName(new RegExp(`^${name}`));
      expect(tab(name)).toHaveAttribute('aria-controls', panel.id);
    };
    const asked = () => rankingCalls(calls).map((p) => p.get('tab') ?? 'geral');

    await screen.findByRole('tab', { name: /^Geral/ });
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^Geral/);
    // Tabbing into the list lands on the chosen tab.
    screen.getByRole('tablist', { name: 'Abas do ranking' }).focus();
    await chosen('Geral');

    await userEvent.keyboard('{ArrowRight}');
    await chosen('Básico');
    await waitFor(() => expect(asked()).toContain('basico'));
    await userEvent.keyboard('{End}');
    await chosen('Específico');
    await waitFor(() => expect(asked()).toContain('especifico'));
    // The ends wrap around.
    await userEvent.keyboard('{ArrowRight}');
    await chosen('Geral');
    await userEvent.keyboard('{ArrowLeft}');
    await chosen('Específico');
    await userEvent.keyboard('{Home}');
    await chosen('Geral');
    // Only the chosen tab's panel is there.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('loads the next page with “Carregar mais” and appends it', async () => {
    const { calls } = serve((params) =>
      jsonResponse(
        params.get('page') === '2'
          ? page({ page: 2, temMais: false, itens: [row(6, 'FOXTROT', 4)] })
          : page({ total: 6, totalFiltrado: 6 }),
      ),
    );
    renderApp('/ranking', { me: USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(6));
    expect(within(list()).getAllByRole('listitem')[5]).toHaveTextContent('SD PM FOXTROT');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(rankingCalls(calls).map((p) => p.get('page'))).toEqual(['1', '2']);
  });

  it('says a search found more than the cap, and “Carregar mais” stops at the cap', async () => {
    // The server's answer over the cap: the total is the cap, and its last page (page × 50 = 1.000)
    // says there is no more. Pages are numbered in the QRA so each row shows which page it came from.
    const pageOf = (n: number) =>
      page({
        page: n,
        itens: [row(n * 10, `QRA12-PAGINA${n}`, 5)],
        totalFiltrado: 1000,
        totalLimitado: true,
        filtrado: true,
        temMais: n < 2,
      });
    const { calls } = serve((params) => jsonResponse(params.get('q') ? pageOf(Number(params.get('page'))) : page()));
    renderApp('/ranking', { me: USER });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar por QRA ou unidade' }), 'qra12');

    expect(await screen.findByText('Mais de 1.000 alunos encontrados. Refine a busca.')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 de mais de 1.000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list()).getAllByRole('listitem')[1]).toHaveTextContent('SD PM QRA12-PAGINA2');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(
      rankingCalls(calls)
        .filter((p) => p.has('q'))
        .map((p) => p.get('page')),
    ).toEqual(['1', '2']);

    // A search within the cap gives an exact count and no note.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar por QRA ou unidade' }));
    await waitFor(() => expect(screen.getByText('Mostrando 5 de 130')).toBeInTheDocument());
    expect(screen.queryByText(/Mais de 1.000 alunos/)).not.toBeInTheDocument();
  });

  it.each([
    ['Geral', 'geral', 'Nenhum aluno com notas em ambos os módulos encontrado'],
    ['Básico', 'basico', 'Nenhum aluno com notas no módulo básico encontrado'],
    ['Específico', 'especifico', 'Nenhum aluno com notas no módulo específico encontrado'],
  ] as const)('shows the empty message of the %s tab', async (label, tab, text) => {
    const { calls } = serve((params) =>
      jsonResponse(
        page({
          tab: (params.get('tab') ?? 'geral') as RankingPage['tab'],
          itens: [],
          total: 0,
          totalFiltrado: 0,
          temMais: false,
          eu: { classificado: false, motivo: 'sem_notas' },
        }),
      ),
    );
    renderApp('/ranking', { me: USER });
    await userEvent.click(await screen.findByRole('tab', { name: new RegExp(`^${label}`) }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(rankingCalls(calls).at(-1)!.get('tab')).toBe(tab);
    expect(ownCard()).toHaveTextContent('Você ainda não aparece nesta aba.');
    expect(within(ownCard()).getByRole('link', { name: 'Cadastrar notas' })).toHaveAttribute('href', '/notas');
  });

  it('searches on the server once typing pauses, and filters by unit', async () => {
    const { calls } = serve((params) =>
      jsonResponse(
        params.get('q') === 'zzz'
          ? page({ itens: [], totalFiltrado: 0, filtrado: true, temMais: false })
          : page({ filtrado: params.has('q') || params.has('unidadeId') }),
      ),
    );
    renderApp('/ranking', { me: USER });
    const search = await screen.findByRole('searchbox', { name: 'Buscar por QRA ou unidade' });
    expect(search).toHaveAttribute('placeholder', 'Buscar por QRA ou unidade...');
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('Nenhum aluno encontrado para a busca e a unidade escolhidas.')).toBeInTheDocument();
    // One request for the whole word, not one per letter.
    expect(rankingCalls(calls).map((p) => p.get('q'))).toEqual([null, 'zzz']);

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(search).toHaveValue('');
    const unidade = screen.getByRole('combobox', { name: 'Filtrar por unidade' });
    await waitFor(() => expect(within(unidade).getAllByRole('option')).toHaveLength(3));
    expect(within(unidade).getAllByRole('option')[0]).toHaveTextContent('Todas as unidades');
    await userEvent.selectOptions(unidade, '2');
    await waitFor(() => expect(rankingCalls(calls).at(-1)!.get('unidadeId')).toBe('2'));
  });

  it('tells a hidden student why they have no place, with the way to the profile', async () => {
    serve(() =>
      jsonResponse(
        page({
          eu: { classificado: false, motivo: 'oculto' },
          abas: {
            geral: { posicao: null, total: 130 },
            basico: { posicao: null, total: 140 },
            especifico: { posicao: null, total: 131 },
          },
        }),
      ),
    );
    renderApp('/ranking', { me: USER });
    expect(await screen.findByText(/Você está oculto no ranking/)).toBeInTheDocument();
    expect(within(ownCard()).getByRole('link', { name: 'Ir para Perfil' })).toHaveAttribute('href', '/perfil');
  });

  it('says the load failed and tries again on request', async () => {
    let fail = true;
    serve(() => (fail ? apiError(500, 'INTERNAL', 'x') : jsonResponse(page())));
    renderApp('/ranking', { me: USER });
    expect(await screen.findByText(messages.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('tab', { name: /^Geral/ })).toBeInTheDocument();
  });
});
