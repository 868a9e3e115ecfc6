import { useId, type ReactNode } from 'react';
import { groupByMonth } from '../../../../shared/rules/provas';
import type { Prova } from '../../../../shared/schemas/provas';
import { ProvaCard } from './prova-card';

/** A titled list of provas grouped by São Paulo month ('Março de 2026'), in the order given. */
export function ProvasByMonth({
  title,
  description,
  provas,
  past,
  now,
  onEdit,
  onDelete,
}: {
  title: string;
  description?: ReactNode;
  provas: Prova[];
  past: boolean;
  now: Date;
  onEdit: (prova: Prova) => void;
  onDelete: (prova: Prova) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title} <span className="text-sm font-medium text-muted-foreground tabular-nums">({provas.length})</span>
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {groupByMonth(provas).map((group) => (
        <section key={group.key} aria-label={group.label} className="flex flex-col gap-2">
          <h3 className="border-b border-border pb-1 text-sm font-semibold text-muted-foreground">{group.label}</h3>
          <ul className="flex flex-col gap-2">
            {group.provas.map((prova) => (
              <li key={prova.id}>
                <ProvaCard
                  prova={prova}
                  past={past}
                  now={now}
                  onEdit={() => onEdit(prova)}
                  onDelete={() => onDelete(prova)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
