import { BarChart3 } from 'lucide-react';
import { VISAO_GERAL_PERIODOS, type AdminVisaoGeral } from '../../../shared/schemas/admin-visao-geral';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
import { useVisaoGeral } from './api/visao-geral';
import { VisaoGeralCharts } from './components/visao-geral-charts';
import { VisaoGeralContadores } from './components/visao-geral-contadores';
import { usePeriodo } from './use-periodo';

const ROTULOS = { '30d': '30 dias', '12m': '12 meses' } as const;

/** Nothing happened yet: no account, simulado, payment, report or subscription to show. */
function vazio(data: AdminVisaoGeral): boolean {
  const soma = (xs: Array<{ valor: number }>) => xs.reduce((s, p) => s + p.valor, 0);
  return (
    soma(data.novosAlunosPorSemana) + soma(data.alunosAtivosPorDia) + soma(data.simuladosPorDia) === 0 &&
    data.pagamentos.every((p) => p.pagamentos === 0 && p.reembolsos === 0) &&
    data.assinaturas.ativas + data.reports.pendentes + data.reports.emAnalise + data.questoesSuspeitas === 0
  );
}

/** /admin (issue 34 §5): how the business is doing, at a glance, over 30 days or 12 months. */
export function AdminVisaoGeralPage() {
  const [periodo, setPeriodo] = usePeriodo();
  const query = useVisaoGeral(periodo);
  const data = query.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Como vão os alunos, os simulados e as vendas.</p>
        <div
          role="group"
          aria-label="Período"
          className="inline-grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1"
        >
          {VISAO_GERAL_PERIODOS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={periodo === p}
              onClick={() => setPeriodo(p)}
              className={cn(
                'h-9 rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400',
                periodo === p ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {ROTULOS[p]}
            </button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <PageLoading label="Carregando a visão geral" />
      ) : query.isError || !data ? (
        <LoadFailed onRetry={() => void query.refetch()} message="Não foi possível carregar a visão geral." />
      ) : (
        <div
          className={cn('flex flex-col gap-5', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isFetching}
        >
          <VisaoGeralContadores data={data} />
          {vazio(data) ? (
            <EmptyState
              icon={BarChart3}
              title="Ainda não há movimento"
              description={`Nenhum aluno novo, simulado ou pagamento nos últimos ${ROTULOS[periodo]}. Os gráficos aparecem aqui assim que houver.`}
            />
          ) : (
            <VisaoGeralCharts data={data} />
          )}
        </div>
      )}
    </div>
  );
}
