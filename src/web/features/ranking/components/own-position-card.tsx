import { Link } from '../../../lib/router';
import type { RankingTab } from '../../../../shared/rules/ranking';
import type { RankingPage } from '../../../../shared/schemas/ranking';
import { buttonClasses } from '../../../components/ui/button';
import { RankingRowView } from './ranking-row';
import { tabTexts } from './ranking-texts';

/**
 * 'Sua posição', pinned to the bottom of the screen while the list scrolls under it: the student's own
 * row wherever it is (row 14,000 too), or what to do to get one.
 */
export function OwnPositionCard({ eu, tab }: { eu: RankingPage['eu']; tab: RankingTab }) {
  return (
    <section
      aria-labelledby="sua-posicao"
      className="sticky bottom-3 z-10 rounded-2xl border border-border bg-surface/95 p-2 shadow-lg backdrop-blur supports-[backdrop-filter]:bg-surface/85 sm:p-3"
    >
      <h2 id="sua-posicao" className="px-2 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Sua posição
      </h2>
      {eu.classificado ? (
        <RankingRowView row={eu.linha} className="shadow-none" />
      ) : (
        <div className="flex flex-col gap-2 px-2 pb-1 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            <strong className="mr-1 tabular-nums">-</strong>
            {eu.motivo === 'oculto'
              ? 'Você está oculto no ranking. Para aparecer, deixe seu perfil visível.'
              : `Você ainda não aparece nesta aba. ${tabTexts[tab].info}`}
          </p>
          {eu.motivo === 'oculto' ? (
            <Link to="/perfil" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Ir para Perfil
            </Link>
          ) : (
            <Link to="/notas" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Cadastrar notas
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
