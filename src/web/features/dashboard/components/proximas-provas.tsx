import { CalendarDays } from 'lucide-react';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { formatProva } from './dashboard-format';
import { DashboardSection, SectionEmpty } from './dashboard-section';

/** SPEC §2 /dashboard: the next 3 provas (from now on, soonest first), with the link to /calendario. */
export function ProximasProvas({ provas }: { provas: Dashboard['proximasProvas'] }) {
  return (
    <DashboardSection
      title="Próximas provas"
      icon={CalendarDays}
      link={provas.length > 0 ? { to: '/calendario', label: 'Ver calendário' } : undefined}
    >
      {provas.length === 0 ? (
        <SectionEmpty
          text="Nenhuma prova marcada. Registre as datas das suas provas para não perder nenhuma."
          action={{ to: '/calendario', label: 'Cadastre a data da sua prova' }}
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {provas.map((prova) => {
            const { dia, hora } = formatProva(prova.data);
            return (
              <li key={prova.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700 dark:bg-navy-900/60 dark:text-gold-300"
                >
                  <CalendarDays className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{prova.titulo}</p>
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={prova.data}>
                      {dia} às {hora}
                    </time>
                  </p>
                  {prova.descricao ? (
                    <p className="text-sm break-words text-muted-foreground">{prova.descricao}</p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
