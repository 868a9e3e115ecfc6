import { NotebookPen } from 'lucide-react';
import { gradeBand } from '../../../../shared/rules/simulado';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { cn } from '../../../lib/cn';
import { formatNota } from '../../../lib/format';
import { formatCalendarDay } from '../../../lib/format';
import { gradeText } from './dashboard-format';
import { DashboardSection, SectionEmpty } from './dashboard-section';

/** SPEC §2 /dashboard: the last 3 notas of the grade log, newest first, with the link to /notas. */
export function UltimasNotas({ notas }: { notas: Dashboard['ultimasNotas'] }) {
  return (
    <DashboardSection
      title="Últimas notas"
      icon={NotebookPen}
      link={notas.length > 0 ? { to: '/notas', label: 'Ver todas as notas' } : undefined}
    >
      {notas.length === 0 ? (
        <SectionEmpty
          text="Registre as notas das suas provas e simulados do curso para acompanhar sua média e entrar no ranking."
          action={{ to: '/notas', label: 'Cadastre sua primeira nota' }}
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {notas.map((nota) => {
            const band = gradeBand(nota.nota);
            return (
              <li key={nota.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{nota.materia.nome}</p>
                  <p className="text-sm break-words text-muted-foreground">
                    <time dateTime={nota.data}>{formatCalendarDay(nota.data)}</time>
                    {nota.descricao ? ` · ${nota.descricao}` : null}
                  </p>
                </div>
                <p className={cn('text-xl font-bold tabular-nums', gradeText[band.tone])}>
                  <span className="sr-only">Nota </span>
                  {formatNota(nota.nota)}
                  <span className="sr-only"> ({band.label})</span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
