import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import type { PosicaoOk, PosicaoResponse } from '../../../../shared/schemas/posicao';
import type { RankingPage } from '../../../../shared/schemas/ranking';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch } from '../../../test-utils';

// jsdom has no canvas: the chart is Chart.js's business; its props (the marked bin, the text it points to) are ours.
vi.mock('./posicao-histograma', () => ({
  default: ({ label, describedBy, minhaFaixa }: { label: string; describedBy: string; minhaFaixa: number | null }) => (
    <div role="img" aria-label={label} aria-describedby={describedBy} data-minha-faixa={String(minhaFaixa)} />
  ),
}));

const USER = makeUser({ editalId: 1, qra: 'SOUZA' });

const RANKING: RankingPage = {
  situacao: 'ok',
  edital: { id: 1, numero: '01/2025' },
  tab: 'geral',
  abas: {
    geral: { posicao: 2, total: 3 },
    basico: { posicao: 2, total: 3 },
    especifico: { posicao: 2, total: 3 },
  },
  eu: { classificado: false, motivo: 'oculto' },
  itens: [],
  total: 3,
  totalFiltrado: 3,
  totalLimitado: false,
  filtrado: false,
  page: 1,
  limit: 50,
  temMais: false,
};

const faixas = new Array<number>(20).fill(0);
faixas[10] = 400;
faixas[15] = 120;
const POSICAO: PosicaoOk = {
  situacao: 'ok',
  edital: { numero: '01/2025' },
  posicao: {
    media: 7.63,
    percentilEdital: 73,
    totalEdital: 1234,
    unidade: { sigla: '2º BPM', percentil: 60, total: 80 },
  },
  distribuicao: { faixas, total: 1234, minhaFaixa: 15 },
  materias: [
    {
      materiaId: 3,
      nome: 'Direito Penal',
      respondidas: 40,
      acerto: 42,
      acertoEdital: 60,
      alunosEdital: 900,
      diferenca: -18,
    },
    { materiaId: 4, nome: 'Português', respondidas: 1, acerto: 100, acertoEdital: 99, alunosEdital: 5, diferenca: 1 },
  ],
};

function serve(posicao: () => Response) {
  return stubFetch(({ url }) => {
    if (url === '/api/ranking/posicao') return posicao();
    if (url === '/api/ranking/unidades') return jsonResponse({ unidades: [] });
    if (url.startsWith('/api/ranking?')) return jsonResponse(RANKING);
    return undefined;
  });
}

const section = () => screen.getByRole('region', { name: 'Onde estou' });

describe("'Onde estou' on /ranking", () => {
  it('shows the percentiles, the chart with its text alternative, and the subject to study first', async () => {
    serve(() => jsonResponse(POSICAO));
    renderApp('/ranking', { me: USER });
    expect(await screen.findByText('Você está à frente de 73 % dos candidatos do seu edital')).toBeInTheDocument();
    const s = section();
    expect(s).toHaveAttribute('id', 'onde-estou');
    expect(s).toHaveTextContent('Você está à frente de 60 % dos candidatos da sua unidade (2º BPM, 80 candidatos).');
    expect(s).toHaveTextContent('1234 candidatos com notas nos dois módulos no edital 01/2025');

    const chart = await within(s).findByRole('img', { name: 'Gráfico: distribuição das médias gerais do edital' });
    expect(chart).toHaveAttribute('data-minha-faixa', '15');
    expect(chart).toHaveAccessibleDescription(
      'Distribuição das médias gerais de 1234 candidatos do edital, em faixas de meio ponto. Sua média está na faixa 7,5–8,0, com 120 candidatos.',
    );

    expect(s).toHaveTextContent('Estude primeiro: Direito Penal, −18 pontos da média');
    const rows = within(within(s).getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Direito PenalSeu acerto 42 % em 40 questões · edital 60 %−18 pontos da média',
      'PortuguêsSeu acerto 100 % em 1 questão · edital 99 %+1 ponto da média',
    ]);
    // The first render of the whole page in this file: more than the default 5 s on a loaded machine.
  }, 15_000);

  it('asks for notas before a position, and for a simulado before the subjects', async () => {
    serve(() =>
      jsonResponse({
        ...POSICAO,
        posicao: null,
        distribuicao: { ...POSICAO.distribuicao, minhaFaixa: null },
        materias: [],
      } satisfies PosicaoResponse),
    );
    renderApp('/ranking', { me: USER });
    expect(
      await screen.findByText('Lance suas notas nos módulos Básico e Específico para ver sua posição.'),
    ).toBeInTheDocument();
    const s = section();
    expect(within(s).getByRole('link', { name: 'Lançar notas' })).toHaveAttribute('href', '/notas');
    expect(s).toHaveTextContent('Resolva simulados para comparar seu acerto em cada matéria com o do seu edital.');
    expect(await within(s).findByRole('img')).toHaveAccessibleDescription(
      'Distribuição das médias gerais de 1234 candidatos do edital, em faixas de meio ponto.',
    );
    expect(s).not.toHaveTextContent('Estude primeiro');
  });

  it('says when nobody of the edital has an average yet (no chart), and sends a student without an edital to the profile', async () => {
    serve(() =>
      jsonResponse({
        ...POSICAO,
        posicao: null,
        distribuicao: { faixas: new Array<number>(20).fill(0), total: 0, minhaFaixa: null },
      } satisfies PosicaoResponse),
    );
    const first = renderApp('/ranking', { me: USER });
    expect(
      await screen.findByText('Ainda não há candidatos com notas nos dois módulos no seu edital.'),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('img')).not.toBeInTheDocument();
    first.unmount();

    serve(() => jsonResponse({ situacao: 'sem_edital' } satisfies PosicaoResponse));
    renderApp('/ranking', { me: USER });
    expect(await screen.findByText('Cadastre seu edital no perfil para ver onde você está.')).toBeInTheDocument();
  });

  it('says the load failed and tries again on request', async () => {
    let up = false;
    serve(() => (up ? jsonResponse(POSICAO) : apiError(500, 'INTERNAL', messages.internal)));
    renderApp('/ranking', { me: USER });
    const s = await screen.findByRole('region', { name: 'Onde estou' });
    expect(await within(s).findByText(messages.loadFailed)).toBeInTheDocument();
    up = true;
    await userEvent.click(within(s).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(s).findByText('Você está à frente de 73 % dos candidatos do seu edital')).toBeInTheDocument();
  });
});
