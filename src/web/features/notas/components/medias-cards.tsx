import { Award, BookOpen, Shield, type LucideIcon } from 'lucide-react';
import { gradeBand } from '../../../../shared/rules/simulado';
import type { NotasList } from '../../../../shared/schemas/notas';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatAverage } from '../../../lib/format';
import { bandBadge, bandText } from './nota-format';

function MediaCard({
  icon: Icon,
  label,
  media,
  detail,
  highlight = false,
}: {
  icon: LucideIcon;
  label: string;
  media: number | null;
  detail: string;
  highlight?: boolean;
}) {
  const band = media === null ? null : gradeBand(media);
  return (
    <Card
      role="group"
      aria-label={label}
      className={cn(
        'flex items-start gap-3 p-3 sm:p-5',
        highlight && 'col-span-2 border-navy-300 sm:col-span-1 dark:border-navy-700',
      )}
    >
      <span
        className={cn(
          'size-11 shrink-0 items-center justify-center rounded-lg',
          // On a phone only the general card, a full row, has room for its icon.
          highlight ? 'flex' : 'hidden sm:flex',
          highlight
            ? 'bg-navy-800 text-gold-300 dark:bg-navy-700'
            : 'bg-navy-50 text-navy-700 dark:bg-navy-900/60 dark:text-gold-300',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
          <p
            className={cn(
              'text-2xl font-extrabold tracking-tight tabular-nums',
              band ? bandText[band.tone] : 'text-muted-foreground',
            )}
          >
            {formatAverage(media)}
          </p>
          {band ? <Badge tone={bandBadge[band.tone]}>{band.label}</Badge> : null}
        </div>
        <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
      </div>
    </Card>
  );
}

const countText = (n: number) => (n === 0 ? 'Nenhuma nota ainda' : n === 1 ? '1 nota' : `${n} notas`);

/** SPEC §2 /notas: the average of each module and the general one (mean of the two), 1 decimal. */
export function MediasCards({
  medias,
  notasBasico,
  notasEspecifico,
}: {
  medias: NotasList['medias'];
  notasBasico: number;
  notasEspecifico: number;
}) {
  return (
    <section aria-label="Médias" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <MediaCard icon={BookOpen} label="Média Módulo Básico" media={medias.basico} detail={countText(notasBasico)} />
      <MediaCard
        icon={Shield}
        label="Média Módulo Específico"
        media={medias.especifico}
        detail={countText(notasEspecifico)}
      />
      <MediaCard
        icon={Award}
        label="Média Geral"
        media={medias.geral}
        highlight
        detail={
          medias.geral === null
            ? 'Cadastre notas nos dois módulos para ver sua média geral.'
            : 'Média entre o básico e o específico.'
        }
      />
    </section>
  );
}
