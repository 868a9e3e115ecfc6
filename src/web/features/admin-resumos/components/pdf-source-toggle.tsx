import { FileUp, Link2 } from 'lucide-react';
import { cn } from '../../../lib/cn';

export type PdfSource = 'url' | 'arquivo';

const OPTIONS: Array<{ value: PdfSource; label: string; icon: typeof Link2 }> = [
  { value: 'url', label: 'Link (URL)', icon: Link2 },
  { value: 'arquivo', label: 'Enviar PDF', icon: FileUp },
];

/** 'Link (URL)' or 'Enviar PDF': two radio buttons drawn as a segmented control (arrow keys move between them). */
export function PdfSourceToggle({ value, onChange }: { value: PdfSource; onChange: (value: PdfSource) => void }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Origem do PDF</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg border border-input bg-surface-muted p-1">
        {OPTIONS.map(({ value: option, label, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-md px-2 text-sm font-medium transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/60',
              value === option ? 'bg-surface text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name="resumo-fonte"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
