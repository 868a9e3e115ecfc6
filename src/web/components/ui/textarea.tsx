import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-28 w-full min-w-0 rounded-lg border border-input bg-surface px-3 py-2.5 text-base text-foreground shadow-xs transition-colors sm:text-sm',
        'placeholder:text-muted-foreground/80',
        'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/70',
        'aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:ring-destructive/70',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
