import { LoadFailed, PageLoading } from '../../components/load-states';
import { useDashboard } from './api/get-dashboard';
import { AccuracyCard } from './components/accuracy-card';
import { GreetingBanner } from './components/greeting-banner';
import { PosicaoCard } from './components/posicao-card';
import { PracticeLinkCard } from './components/practice-link-card';
import { ProximasProvas } from './components/proximas-provas';
import { RankingCard } from './components/ranking-card';
import { RevisaoCard } from './components/revisao-card';
import { StatCards } from './components/stat-cards';
import { UltimasNotas } from './components/ultimas-notas';
import { UltimosSimulados } from './components/ultimos-simulados';

/** /dashboard (SPEC §2): the student's whole situation from one request (GET /api/dashboard). */
export function DashboardPage() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <PageLoading label="Carregando painel..." />;
  if (dashboard.isError) return <LoadFailed onRetry={() => void dashboard.refetch()} />;

  const d = dashboard.data;
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <GreetingBanner nome={d.nome} dataExpiracao={d.assinatura.dataExpiracao} />
      <StatCards estatisticas={d.estatisticas} />
      <RevisaoCard />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        <AccuracyCard acertos={d.acertos} />
        <RankingCard ranking={d.ranking} />
        <div className="md:col-span-2 lg:col-span-1">
          <PracticeLinkCard />
        </div>
      </div>
      <PosicaoCard />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2">
        <UltimasNotas notas={d.ultimasNotas} />
        <ProximasProvas provas={d.proximasProvas} />
      </div>
      <UltimosSimulados simulados={d.ultimosSimulados} />
    </div>
  );
}
