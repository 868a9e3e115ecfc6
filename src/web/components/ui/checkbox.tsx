import { forwardRef } from 'react';
import { Check } from '../icons/first';
import { cn } from '../../lib/cn';
import { CheckableInput, type CheckableProps } from './checkable-input';

/** A checkbox in the app's style: a native one (checkable-input.tsx) with the box and check mark drawn over it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckableProps>(function Checkbox({ className, ...props }, ref) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <CheckableInput
        {...props}
        ref={ref}
        className="size-5 rounded-md border border-input bg-surface checked:border-primary checked:bg-primary"
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
});
