import { ToggleChip } from '../../../components/ui/toggle-chip';
import { cn } from '../../../lib/cn';

type Aula = { id: number; titulo: string; ordem: number };

/** Lesson toggle buttons (active lessons, by ordem). None selected means every lesson. */
export function AulasToggle({
  aulas,
  selected,
  onToggle,
  onClear,
}: {
  aulas: Aula[];
  selected: number[];
  onToggle: (id: number) => void;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-2">
        {aulas.map((aula) => {
          const pressed = selected.includes(aula.id);
          return (
            <li key={aula.id} className="max-w-full">
              <ToggleChip pressed={pressed} onToggle={() => onToggle(aula.id)}>
                <span>
                  <span className={cn('font-semibold', !pressed && 'text-muted-foreground')}>Aula {aula.ordem}</span>
                  {/* The space outside the hidden dot keeps the name readable: 'Aula 1 Atendimento'. */}{' '}
                  <span aria-hidden="true">· </span>
                  {aula.titulo}
                </span>
              </ToggleChip>
            </li>
          );
        })}
      </ul>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {selected.length === 0
          ? 'Nenhuma aula selecionada: o simulado usa todas as aulas.'
          : `${selected.length} ${selected.length === 1 ? 'aula selecionada' : 'aulas selecionadas'}.`}
        {selected.length > 0 ? (
          <button type="button" onClick={onClear} className="font-semibold text-link hover:underline">
            Limpar seleção
          </button>
        ) : null}
      </p>
    </div>
  );
}
