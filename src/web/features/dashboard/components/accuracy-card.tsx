import { Target } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { hitPercent } from '../../../../shared/rules/simulado';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { useShownThenIdle } from '../../../lib/when-idle';
import { DashboardSection, SectionEmpty } from './dashboard-section';

// Lazy: chart.js is downloaded only by students who have answered something, and only once the card's
// numbers are on screen: its 57 KB and their evaluation would otherwise come before the first screen.
const HitsDoughnut = lazy(() => import('../../../components/hits-doughnut'));

const ringPlaceholder = (
  <div aria-hidden="true" className="size-36 shrink-0 animate-pulse rounded-full bg-surface-muted" />
);

/**
 * SPEC §2 /dashboard: the accuracy ring with total questions, hits and misses over every simulado. Honest
 * (issue 27 §2): a hit after a peek is not known, so the server counts it with the misses, and we say so.
 */
export function AccuracyCard({ acertos: totals }: { acertos: Dashboard['acertos'] }) {
  const { questoes, acertos, erros } = totals;
  const [numbersRef, drawChart] = useShownThenIdle<HTMLElement>();
  return (
    <DashboardSection title="Desempenho nas questões" icon={Target}>
      {questoes === 0 ? (
        <SectionEmpty text="Seus acertos e erros aparecem aqui depois do seu primeiro simulado." />
      ) : (
        <div className="flex flex-col items-center gap-5 sm:flex-row lg:flex-col xl:flex-row">
          {drawChart ? (
            <Suspense fallback={ringPlaceholder}>
              <HitsDoughnut acertos={acertos} erros={erros} percent={hitPercent(acertos, questoes)} size="sm" />
            </Suspense>
          ) : (
            ringPlaceholder
          )}
          <dl className="grid w-full grid-cols-3 gap-2 text-center sm:grid-cols-1 sm:text-left lg:grid-cols-3 lg:text-center xl:grid-cols-1 xl:text-left">
            <div>
              <dt className="text-xs text-muted-foreground">Questões</dt>
              <dd ref={numbersRef} className="text-lg font-bold tabular-nums">
                {questoes}
              </dd>
            </div>
            <div>
              <dt className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground sm:justify-start lg:justify-center xl:justify-start">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-500" />
                Acertos
              </dt>
              <dd className="text-lg font-bold text-emerald-700 tabular-nums dark:text-emerald-400">{acertos}</dd>
            </div>
            <div>
              <dt className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground sm:justify-start lg:justify-center xl:justify-start">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-red-500" />
                Erros
              </dt>
              <dd className="text-lg font-bold text-red-600 tabular-nums dark:text-red-400">{erros}</dd>
            </div>
          </dl>
        </div>
      )}
      {questoes > 0 ? (
        <p className="text-xs text-muted-foreground">Acertos depois de espiar contam como erros aqui.</p>
      ) : null}
    </DashboardSection>
  );
}
