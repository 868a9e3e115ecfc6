import { ArrowLeft, BookMarked, CalendarDays, FileSearch, ListChecks, RotateCcw, RotateCcwClock } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { feedbackFor, gradeBand, hitPercent, type GradeTone } from '../../../shared/rules/simulado';
import type { Resultado } from '../../../shared/schemas/simulados';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { isApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { readEmAndamento } from '../../lib/simulados/em-andamento';
import { useStartSimulado } from '../../lib/simulados/start-simulado';
import { useResultado } from './api/get-resultado';
import { ForaDoPrazoAlert } from './components/fora-do-prazo-alert';
import { gradeText, NotaCard } from './components/nota-card';
import { RevisaoQuestoes } from './components/revisao-questoes';
import { quantidadeParaRefazer } from './refazer';
import { LoadFailed, PageLoading } from '../../components/load-states';

const HitsDoughnut = lazy(() => import('../../components/hits-doughnut'));

const gradeBar: Record<GradeTone, string> = { green: 'bg-emerald-500', yellow: 'bg-amber-500', red: 'bg-red-500' };

/** /simulados/resultados/:simuladoId (SPEC §2). */
export function ResultadoSimuladoPage() {
  const { simuladoId } = useParams();
  const id = Number(simuladoId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useResultado(id, { enabled: valid });

  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <EmptyState
        icon={FileSearch}
        title="Simulado não encontrado."
        description="Ele pode ter sido excluído do seu histórico ou não pertencer à sua conta."
        action={
          <Link to="/simulados/historico" className={buttonClasses({ variant: 'primary' })}>
            <RotateCcwClock aria-hidden="true" />
            Ver histórico
          </Link>
        }
      />
    );
  }
  if (query.isPending) return <PageLoading label="Carregando resultado..." />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <ResultadoView resultado={query.data} />;
}

/** The subject, the caderno ('Caderno excluído' once it is gone) or 'Revisão do dia'. */
function tituloDoResultado({ materia, caderno, tipo }: Resultado): string {
  if (materia) return materia.nome;
  if (tipo === 'caderno') return caderno?.nome ?? 'Caderno excluído';
  return 'Revisão do dia';
}

function ResultadoView({ resultado }: { resultado: Resultado }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const start = useStartSimulado({ onEmpty: (message) => toast.info(message) });
  const { materia, nota, acertos, questoesRespondidas } = resultado;
  const erros = questoesRespondidas - acertos;
  const percent = hitPercent(acertos, questoesRespondidas);
  const band = gradeBand(nota);
  const heading = useRef<HTMLHeadingElement>(null);

  // Arriving from the player (or the history) the control that had the focus is gone with its page:
  // the focus starts at the result, so Tab goes on to Refazer and the review instead of the menu.
  useEffect(() => heading.current?.focus(), []);

  // Refazer: fresh questions of the same subject, as many as before, straight into the player. With
  // another simulado still in progress, the configuration screen asks what to do with it first.
  const refazer = () => {
    if (!materia) return;
    if (readEmAndamento(user.id)) {
      void navigate(`/simulados?materia=${materia.id}`);
      return;
    }
    start.mutate({
      materiaId: materia.id,
      aulaIds: [],
      quantidade: quantidadeParaRefazer(questoesRespondidas),
      tipo: 'todas',
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {materia ? (
              <Badge tone="primary">Módulo {materia.moduloNome}</Badge>
            ) : (
              <Badge tone="primary">{resultado.tipo === 'caderno' ? 'Caderno' : 'Revisão'}</Badge>
            )}
          </div>
          <h2
            ref={heading}
            tabIndex={-1}
            className="rounded-md text-2xl font-bold tracking-tight focus:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
          >
            {tituloDoResultado(resultado)}
          </h2>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={resultado.data}>{formatDateTime(resultado.data)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ListChecks aria-hidden="true" className="size-4" />
              {questoesRespondidas} {questoesRespondidas === 1 ? 'questão respondida' : 'questões respondidas'}
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {materia ? (
            <Button size="lg" onClick={refazer} loading={start.isPending}>
              {start.isPending ? null : <RotateCcw aria-hidden="true" />}
              Refazer
            </Button>
          ) : resultado.caderno ? (
            // A caderno's simulado is played again from its caderno.
            <Link to={`/cadernos/${resultado.caderno.id}`} className={buttonClasses({ size: 'lg' })}>
              <BookMarked aria-hidden="true" />
              Voltar ao caderno
            </Link>
          ) : (
            // A review has no subject to redo: its questions come back when FSRS says they are due.
            <Link to="/simulados" className={buttonClasses({ size: 'lg' })}>
              <ArrowLeft aria-hidden="true" />
              Voltar aos simulados
            </Link>
          )}
          <Link to="/simulados/historico" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            <RotateCcwClock aria-hidden="true" />
            Ver histórico
          </Link>
        </div>
      </Card>

      <ForaDoPrazoAlert foraDoPrazo={resultado.foraDoPrazo} prazo={resultado.prazo} />

      <div className="grid gap-4 sm:gap-6 md:grid-cols-3">
        <NotaCard resultado={resultado} />

        <Card className="flex flex-col items-center gap-4 p-6">
          <p className="text-sm font-medium text-muted-foreground">Acertos e erros</p>
          <Suspense fallback={<div className="size-44 animate-pulse rounded-full bg-surface-muted" />}>
            <HitsDoughnut acertos={acertos} erros={erros} percent={percent} size="lg" />
          </Suspense>
          <ul className="flex gap-5 text-sm">
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-full bg-emerald-500" />
              Acertos: <strong className="tabular-nums">{acertos}</strong>
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-full bg-red-500" />
              Erros: <strong className="tabular-nums">{erros}</strong>
            </li>
          </ul>
        </Card>

        <Card className="flex flex-col gap-4 p-6">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm font-medium text-muted-foreground">Taxa de acerto</p>
            <p className={cn('text-3xl font-extrabold tabular-nums', gradeText[band.tone])}>{percent}%</p>
          </div>
          <div
            role="progressbar"
            aria-label="Taxa de acerto"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className={cn('h-full rounded-full', gradeBar[band.tone])} style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm leading-relaxed">{feedbackFor(percent)}</p>
        </Card>
      </div>

      <RevisaoQuestoes questoes={resultado.questoes} />
    </div>
  );
}
