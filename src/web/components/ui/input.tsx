import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'h-11 w-full min-w-0 rounded-lg border border-input bg-surface px-3 text-base text-foreground shadow-xs transition-colors sm:text-sm ' +
  'placeholder:text-muted-foreground/80 ' +
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/70 ' +
  'aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:ring-destructive/70 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-muted';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}

/** An e-mail field: the right keyboard on phones, browser autofill, the usual placeholder. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="email" inputMode="email" autoComplete="email" placeholder="seu@email.com" {...props} />;
}
