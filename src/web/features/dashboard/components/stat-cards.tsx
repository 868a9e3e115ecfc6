import { BarChart3, BookOpen, ClipboardList, Shield, type IconComponent } from '../../../components/icons';
import { useId } from 'react';
import { gradeBand } from '../../../../shared/rules/simulado';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatAverage } from '../../../lib/format';
import { gradeText } from './dashboard-format';

function StatCard({
  icon: Icon,
  label,
  value,
  valueClassName,
}: {
  icon: IconComponent;
  label: string;
  value: string;
  valueClassName?: string;
}) {
  const labelId = useId();
  return (
    // On a phone the icon sits above the label, so the label has the card's width; the value keeps to
    // the card's foot, level with its neighbour's even when one label takes two lines.
    <Card
      role="group"
      aria-labelledby={labelId}
      className="flex flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3 sm:p-5"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700 sm:size-11 dark:bg-navy-900/60 dark:text-gold-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col justify-between self-stretch sm:self-auto">
        <p id={labelId} className="text-xs font-medium text-muted-foreground sm:text-sm">
          {label}
        </p>
        <p className={cn('text-xl font-bold tracking-tight tabular-nums sm:text-2xl', valueClassName)}>{value}</p>
      </div>
    </Card>
  );
}

/** An average in its grade colour (SPEC §9), or '-' in the plain colour when there is none yet. */
const averageTone = (value: number | null) => (value === null ? undefined : gradeText[gradeBand(value).tone]);

/** SPEC §2 /dashboard: overall average of the simulados, basic and specific averages, simulados done. */
export function StatCards({ estatisticas }: { estatisticas: Dashboard['estatisticas'] }) {
  const { mediaGeral, mediaBasico, mediaEspecifico, simulados } = estatisticas;
  return (
    <section aria-label="Estatísticas dos simulados" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        icon={BarChart3}
        label="Média geral"
        value={formatAverage(mediaGeral)}
        valueClassName={averageTone(mediaGeral)}
      />
      <StatCard
        icon={BookOpen}
        label="Média Básico"
        value={formatAverage(mediaBasico)}
        valueClassName={averageTone(mediaBasico)}
      />
      <StatCard
        icon={Shield}
        label="Média Específico"
        value={formatAverage(mediaEspecifico)}
        valueClassName={averageTone(mediaEspecifico)}
      />
      <StatCard icon={ClipboardList} label="Simulados realizados" value={String(simulados)} />
    </section>
  );
}
