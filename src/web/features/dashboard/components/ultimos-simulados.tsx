import { ChevronRight, RotateCcwClock } from 'lucide-react';
import { Link } from 'react-router';
import { gradeBand, type GradeTone } from '../../../../shared/rules/simulado';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatNota } from '../../../lib/format';
import { gradeText } from './dashboard-format';
import { DashboardSection, SectionEmpty } from './dashboard-section';

const bandBorder: Record<GradeTone, string> = {
  green: 'border-l-emerald-500',
  yellow: 'border-l-amber-500',
  red: 'border-l-red-500',
};

/** SPEC §2 /dashboard: the last 3 simulados as cards to their results, with the history link. */
export function UltimosSimulados({ simulados }: { simulados: Dashboard['ultimosSimulados'] }) {
  return (
    <DashboardSection
      title="Últimos simulados"
      icon={RotateCcwClock}
      link={simulados.length > 0 ? { to: '/simulados/historico', label: 'Ver histórico' } : undefined}
    >
      {simulados.length === 0 ? (
        <SectionEmpty
          text="Você ainda não fez nenhum simulado. Comece por uma matéria e veja aqui suas notas."
          action={{ to: '/simulados', label: 'Faça seu primeiro simulado' }}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {simulados.map((s) => {
            const band = gradeBand(s.nota);
            return (
              <li key={s.id} className="min-w-0">
                <Link
                  to={`/simulados/resultados/${s.id}`}
                  className={cn(
                    'group flex items-center gap-3 rounded-lg border border-l-4 border-border bg-surface p-3 transition-colors',
                    'hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    bandBorder[band.tone],
                  )}
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words">
                      {s.materia?.nome ?? (s.tipo === 'caderno' ? (s.cadernoNome ?? 'Caderno') : 'Revisão')}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      <time dateTime={s.data}>{formatDateTime(s.data)}</time>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {/* As the history words it: '2 de 5 questões' read as answered, not as right. */}
                      {s.acertos} {s.acertos === 1 ? 'acerto' : 'acertos'} em {s.questoesRespondidas}{' '}
                      {s.questoesRespondidas === 1 ? 'questão' : 'questões'}
                    </p>
                  </div>
                  <span className={cn('text-2xl font-extrabold tabular-nums', gradeText[band.tone])}>
                    <span className="sr-only">Nota </span>
                    {formatNota(s.nota)}
                  </span>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
