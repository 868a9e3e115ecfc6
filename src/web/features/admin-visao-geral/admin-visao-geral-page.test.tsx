import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminVisaoGeral, VisaoGeralPonto } from '../../../shared/schemas/admin-visao-geral';
import { apiError, jsonResponse, makeUser, renderApp, stubFetch, type FetchCall } from '../../test-utils';

// jsdom has no canvas: drawing is Chart.js's business; what each chart is given and how it is described are ours.
vi.mock('./components/visao-geral-chart', () => ({
  default: ({
    label,
    describedBy,
    series,
  }: {
    label: string;
    describedBy: string;
    series: Array<{ data: number[] }>;
  }) => <div role="img" aria-label={label} aria-describedby={describedBy} data-pontos={series[0]?.data.join(',')} />,
}));

const admin = () => makeUser({ isAdmin: true });
const pontos = (inicio: string, valores: number[]): VisaoGeralPonto[] =>
  valores.map((valor, i) => ({
    inicio: `${inicio.slice(0, 8)}${String(Number(inicio.slice(8)) + i).padStart(2, '0')}`,
    valor,
  }));

const DATA: AdminVisaoGeral = {
  periodo: '30d',
  hoje: '2025-03-05',
  inicio: '2025-03-03',
  novosAlunosPorSemana: [{ inicio: '2025-03-03', valor: 4 }],
  alunosAtivosPorDia: pontos('2025-03-03', [2, 0, 5]),
  simuladosPorDia: pontos('2025-03-03', [3, 0, 9]),
  pagamentosPor: 'dia',
  pagamentos: pontos('2025-03-03', [0, 0, 0]).map((p, i) => ({
    inicio: p.inicio,
    pagamentos: i === 1 ? 2 : 0,
    valorCentavos: i === 1 ? 19980 : 0,
    reembolsos: i === 2 ? 1 : 0,
    reembolsosCentavos: i === 2 ? 9990 : 0,
  })),
  assinaturas: { ativas: 120, terminamEm30Dias: 7, terminamPorDia: pontos('2025-03-05', [1, 6]) },
  reports: { pendentes: 3, emAnalise: 1 },
  questoesSuspeitas: 2,
};
const EMPTY: AdminVisaoGeral = {
  ...DATA,
  novosAlunosPorSemana: [{ inicio: '2025-03-03', valor: 0 }],
  alunosAtivosPorDia: pontos('2025-03-03', [0, 0, 0]),
  simuladosPorDia: pontos('2025-03-03', [0, 0, 0]),
  pagamentos: DATA.pagamentos.map((p) => ({
    ...p,
    pagamentos: 0,
    valorCentavos: 0,
    reembolsos: 0,
    reembolsosCentavos: 0,
  })),
  assinaturas: { ativas: 0, terminamEm30Dias: 0, terminamPorDia: pontos('2025-03-05', [0, 0]) },
  reports: { pendentes: 0, emAnalise: 0 },
  questoesSuspeitas: 0,
};

function stubVisao(answer: (url: URL) => Response): FetchCall[] {
  const { calls } = stubFetch((call) =>
    call.url.startsWith('/api/admin/visao-geral') ? answer(new URL(call.url, 'http://localhost')) : undefined,
  );
  return calls;
}
describe('/admin (Visão geral)', () => {
  it('says the overview failed to load, and tries again', async () => {
    let fail = true;
    stubVisao(() => (fail ? apiError(500, 'INTERNAL', 'x') : jsonResponse(DATA)));
    renderApp('/admin', { me: admin() });
    expect(
      await screen.findByText('Não foi possível carregar a visão geral.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('img', { name: 'Simulados por dia' })).toBeInTheDocument();
  });

  it('shows the counts as links to their lists, and each chart with its summary', async () => {
    stubVisao(() => jsonResponse(DATA));
    renderApp('/admin', { me: admin() });
    expect(await screen.findByRole('link', { name: /3\s*Reports pendentes/ })).toHaveAttribute(
      'href',
      '/admin/reports?status=pendente',
    );
    expect(screen.getByRole('link', { name: /1\s*Report em análise/ })).toHaveAttribute(
      'href',
      '/admin/reports?status=em_analise',
    );
    expect(screen.getByRole('link', { name: /2\s*Questões suspeitas/ })).toHaveAttribute(
      'href',
      '/admin/questions?vista=suspeitas',
    );
    expect(screen.getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Módulos' })).toHaveAttribute('href', '/admin/modulos');

    const simulados = screen.getByRole('img', { name: 'Simulados por dia' });
    expect(simulados).toHaveAttribute('data-pontos', '3,0,9');
    expect(simulados).toHaveAccessibleDescription(
      '12 simulados no período. Em média 4 por dia; o maior foi 9, em 05/03.',
    );
    expect(screen.getByRole('img', { name: 'Pagamentos e reembolsos por dia' })).toHaveAccessibleDescription(
      /2 pagamentos \(R\$\s199,80\) e 1 reembolso \(R\$\s99,90\) na Eduzz no período\./,
    );
    expect(
      screen.getByRole('img', { name: 'Assinaturas que terminam nos próximos 30 dias' }),
    ).toHaveAccessibleDescription('120 assinaturas ativas; 7 terminam nos próximos 30 dias.');
  });

  it('gives each chart its figures as a table', async () => {
    stubVisao(() => jsonResponse(DATA));
    renderApp('/admin', { me: admin() });
    const table = await screen.findByRole('table', { name: 'Alunos ativos por dia', hidden: true });
    expect(within(table).getByRole('row', { name: '05/03 5', hidden: true })).toBeInTheDocument();
  });

  it('switches to 12 months and keeps it in the address', async () => {
    const calls = stubVisao((url) =>
      jsonResponse(
        url.searchParams.get('periodo') === '12m' ? { ...DATA, periodo: '12m', pagamentosPor: 'mes' } : DATA,
      ),
    );
    const { router } = renderApp('/admin', { me: admin() });
    await screen.findByRole('img', { name: 'Pagamentos e reembolsos por dia' });
    expect(calls.map((c) => c.url)).toContain('/api/admin/visao-geral?periodo=30d');
    await userEvent.click(screen.getByRole('button', { name: '12 meses' }));
    expect(await screen.findByRole('img', { name: 'Pagamentos e reembolsos por mês' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12 meses' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((c) => c.url)).toContain('/api/admin/visao-geral?periodo=12m');
    expect(router.state.location.search).toBe('?periodo=12m');
  });

  it('says when there is nothing to show yet', async () => {
    stubVisao(() => jsonResponse(EMPTY));
    renderApp('/admin', { me: admin() });
    expect(await screen.findByText('Ainda não há movimento')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is not for students', async () => {
    stubVisao(() => jsonResponse(DATA));
    const { router } = renderApp('/admin', { me: makeUser({ isAdmin: false }) });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
