import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** The id of a field's error text, for aria-describedby. */
export const errorIdFor = (id: string) => `${id}-error`;

/** What an input needs while its field shows an error: marked invalid and described by that error. */
export const invalidFieldProps = (hasError: boolean, id: string) => ({
  'aria-invalid': hasError ? true : undefined,
  'aria-describedby': hasError ? errorIdFor(id) : undefined,
});

/** A labelled form control with an optional hint and inline error (role="alert"). */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  labelAside,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** Rendered at the right of the label row (e.g. a "forgot password" link). */
  labelAside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? <FieldError id={errorIdFor(id)}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
