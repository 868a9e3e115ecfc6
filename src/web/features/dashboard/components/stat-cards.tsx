import { BookOpen, ChartColumn, ClipboardList, Shield } from 'lucide-react';
import { gradeBand } from '../../../../shared/rules/simulado';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { StatTile } from '../../../components/stat-tile';
import { formatAverage } from '../../../lib/format';
import { gradeText } from './dashboard-format';

/** An average in its grade colour (SPEC §9), or '-' in the plain colour when there is none yet. */
const averageTone = (value: number | null) => (value === null ? undefined : gradeText[gradeBand(value).tone]);

/** SPEC §2 /dashboard: overall average of the simulados, basic and specific averages, simulados done. */
export function StatCards({ estatisticas }: { estatisticas: Dashboard['estatisticas'] }) {
  const { mediaGeral, mediaBasico, mediaEspecifico, simulados } = estatisticas;
  return (
    <section aria-label="Estatísticas dos simulados" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile
        icon={ChartColumn}
        label="Média geral"
        value={formatAverage(mediaGeral)}
        valueClassName={averageTone(mediaGeral)}
      />
      <StatTile
        icon={BookOpen}
        label="Média Básico"
        value={formatAverage(mediaBasico)}
        valueClassName={averageTone(mediaBasico)}
      />
      <StatTile
        icon={Shield}
        label="Média Específico"
        value={formatAverage(mediaEspecifico)}
        valueClassName={averageTone(mediaEspecifico)}
      />
      <StatTile icon={ClipboardList} label="Simulados realizados" value={String(simulados)} />
    </section>
  );
}
