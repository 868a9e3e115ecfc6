import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A pressed/unpressed button of a multi-choice row (lessons, bancas, difficulties): aria-pressed, 44 px tall. */
export function ToggleChip({
  pressed,
  onToggle,
  children,
}: {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        pressed
          ? 'border-primary bg-primary text-primary-foreground dark:border-gold-400 dark:bg-gold-400 dark:text-navy-950'
          : 'border-input bg-surface text-foreground hover:bg-surface-muted',
      )}
    >
      {pressed ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
      {children}
    </button>
  );
}
