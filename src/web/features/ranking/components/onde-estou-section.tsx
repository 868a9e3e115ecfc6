import { MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { PosicaoMateria, PosicaoOk } from '../../../../shared/schemas/posicao';
import { LoadFailed } from '../../../components/load-states';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useNearViewport } from '../../../lib/use-near-viewport';
import {
  aFrenteText,
  diferencaText,
  distribuicaoText,
  estudePrimeiro,
  posicaoTexts,
  usePosicao,
} from '../../../lib/posicao';

// Lazy: chart.js is downloaded only when there is a distribution to draw.
const PosicaoHistograma = lazy(() => import('./posicao-histograma'));

/** The anchor the dashboard's card links to (/ranking#onde-estou). */
export const ONDE_ESTOU_ID = 'onde-estou';

/**
 * 'Onde estou' on /ranking (issue 27 §7): the student's percentile in the edital and the unidade, the
 * edital's averages as a histogram with the student's bin marked (and said in text), and the subjects
 * furthest below the edital's accuracy first. Every student of the edital counts, hidden ones too; none
 * is named (the server sends counts only).
 */
export function OndeEstouSection() {
  const posicao = usePosicao();
  const titleId = useId();
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = posicao.isSuccess;
  // Reached by /ranking#onde-estou (the dashboard's card): the router does not scroll to an anchor, and
  // the section sits below the list, so it scrolls here once its content has its height.
  useEffect(() => {
    if (loaded && hash === `#${ONDE_ESTOU_ID}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);
  return (
    <Card
      ref={section}
      role="region"
      aria-labelledby={titleId}
      id={ONDE_ESTOU_ID}
      className="flex scroll-mt-20 flex-col gap-4 p-4 sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold tracking-tight">
        <MapPin aria-hidden="true" className="size-5 text-navy-600 dark:text-gold-300" />
        Onde estou
      </h2>
      {posicao.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Carregando sua posição..." />
        </div>
      ) : posicao.isError ? (
        <LoadFailed onRetry={() => void posicao.refetch()} />
      ) : posicao.data.situacao === 'sem_edital' ? (
        <Empty text={posicaoTexts.semEdital} action={{ to: '/perfil', label: 'Ir para Perfil' }} />
      ) : (
        <OndeEstouContent p={posicao.data} />
      )}
    </Card>
  );
}

function OndeEstouContent({ p }: { p: PosicaoOk }) {
  const descriptionId = useId();
  // The section sits below the ranking list: chart.js downloads when the student scrolls near it.
  const figure = useRef<HTMLElement>(null);
  const chartWanted = useNearViewport(figure);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        {p.posicao ? (
          <div className="flex flex-col gap-1">
            <p className="text-4xl font-extrabold tracking-tight whitespace-nowrap text-navy-700 tabular-nums dark:text-gold-300">
              {p.posicao.percentilEdital} %
            </p>
            <p className="font-semibold">{aFrenteText(p.posicao.percentilEdital, 'edital')}</p>
            <p className="text-sm text-muted-foreground">
              {p.posicao.totalEdital} {p.posicao.totalEdital === 1 ? 'candidato' : 'candidatos'} com notas nos dois
              módulos no edital {p.edital.numero}, inclusive os que não aparecem no ranking.
            </p>
            {p.posicao.unidade ? (
              <p className="text-sm">
                {aFrenteText(p.posicao.unidade.percentil, 'unidade')} ({p.posicao.unidade.sigla},{' '}
                {p.posicao.unidade.total} {p.posicao.unidade.total === 1 ? 'candidato' : 'candidatos'}).
              </p>
            ) : null}
          </div>
        ) : (
          <Empty text={posicaoTexts.semMedia} action={{ to: '/notas', label: 'Lançar notas' }} />
        )}
        {p.distribuicao.total > 0 ? (
          <figure ref={figure} className="flex flex-col gap-2">
            {chartWanted ? (
              <Suspense fallback={<ChartPlaceholder />}>
                <PosicaoHistograma
                  faixas={p.distribuicao.faixas}
                  minhaFaixa={p.distribuicao.minhaFaixa}
                  label="Gráfico: distribuição das médias gerais do edital"
                  describedBy={descriptionId}
                />
              </Suspense>
            ) : (
              <ChartPlaceholder />
            )}
            <figcaption id={descriptionId} className="text-xs text-muted-foreground">
              {p.distribuicao.minhaFaixa !== null ? (
                <span
                  aria-hidden="true"
                  className="mr-1.5 inline-block size-2.5 rounded-sm bg-amber-600 align-middle dark:bg-amber-400"
                />
              ) : null}
              {distribuicaoText(p)}
            </figcaption>
          </figure>
        ) : (
          <p className="text-sm text-muted-foreground">{posicaoTexts.ninguem}</p>
        )}
      </div>
      <MateriasGap materias={p.materias} />
    </div>
  );
}

/** The chart's place, of its height, while its code is not there: nothing moves when it arrives. */
function ChartPlaceholder() {
  return <div className="h-48 w-full animate-pulse rounded-lg bg-surface-muted sm:h-56" />;
}

function MateriasGap({ materias }: { materias: PosicaoMateria[] }) {
  const primeira = estudePrimeiro(materias);
  const headingId = useId();
  if (materias.length === 0)
    return <Empty text={posicaoTexts.semMaterias} action={{ to: '/simulados', label: 'Fazer um simulado' }} />;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Seu acerto por matéria, comparado ao do edital
      </h3>
      {primeira ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          Estude primeiro: {primeira.nome}, {diferencaText(primeira.diferenca!)}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Você está na média do edital ou acima dela em todas as matérias.
        </p>
      )}
      <ol className="flex flex-col divide-y divide-border">
        {materias.map((m) => (
          <li key={m.materiaId} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{m.nome}</p>
              <p className="text-xs text-muted-foreground">
                Seu acerto {m.acerto} % em {m.respondidas} {m.respondidas === 1 ? 'questão' : 'questões'}
                {m.acertoEdital !== null ? ` · edital ${m.acertoEdital} %` : ''}
              </p>
            </div>
            {m.diferenca !== null ? (
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums',
                  m.diferenca < 0
                    ? 'bg-red-50 text-red-700 dark:bg-red-950/50 dark:text-red-300'
                    : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300',
                )}
              >
                {diferencaText(m.diferenca)}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">Acertos depois de espiar não contam como acerto.</p>
    </section>
  );
}

function Empty({ text, action }: { text: string; action: { to: string; label: string } }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-4 py-6 text-center">
      <p className="text-sm text-muted-foreground">{text}</p>
      <Link to={action.to} className={buttonClasses({ size: 'sm' })}>
        {action.label}
      </Link>
    </div>
  );
}
