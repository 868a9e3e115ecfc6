import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';

export type VistaQuestoes = 'todas' | 'suspeitas';

/** The Questões tab's view, kept in the address (?vista=suspeitas) so it survives a reload and can be linked. */
export function useVistaQuestoes(): [VistaQuestoes, (vista: VistaQuestoes) => void] {
  const [params, setParams] = useSearchParams();
  const vista: VistaQuestoes = params.get('vista') === 'suspeitas' ? 'suspeitas' : 'todas';
  return [
    vista,
    (next) =>
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          if (next === 'suspeitas') copy.set('vista', 'suspeitas');
          else copy.delete('vista');
          return copy;
        },
        { replace: true },
      ),
  ];
}

const TABS: Array<{ value: VistaQuestoes; label: string }> = [
  { value: 'todas', label: 'Todas as questões' },
  { value: 'suspeitas', label: 'Questões suspeitas' },
];

/**
 * 'Todas as questões' (the bank, filtered and paged) and 'Questões suspeitas' (issue 27 §1) as Radix
 * tabs, the ranking's pattern: one tab in the Tab order, arrows move and choose.
 */
export function QuestoesVistaTabs({
  vista,
  onVistaChange,
  suspeitas,
  children,
}: {
  vista: VistaQuestoes;
  onVistaChange: (vista: VistaQuestoes) => void;
  suspeitas: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tabs.Root
      value={vista}
      onValueChange={(value) => onVistaChange(value === 'suspeitas' ? 'suspeitas' : 'todas')}
      activationMode="automatic"
      className="flex flex-col gap-4"
    >
      <Tabs.List
        aria-label="Visualização das questões"
        loop
        className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1 sm:inline-grid sm:self-start"
      >
        {TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              'min-h-10 rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
              'text-muted-foreground hover:text-foreground',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
            )}
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="todas" className="flex flex-col gap-4 focus-visible:outline-none">
        {vista === 'todas' ? children : null}
      </Tabs.Content>
      <Tabs.Content value="suspeitas" className="flex flex-col gap-4 focus-visible:outline-none">
        {vista === 'suspeitas' ? suspeitas : null}
      </Tabs.Content>
    </Tabs.Root>
  );
}
