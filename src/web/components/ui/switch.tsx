import { forwardRef } from 'react';
import { cn } from '../../lib/cn';
import { CheckableInput, type CheckableProps } from './checkable-input';

/**
 * A toggle switch (role="switch"); give it an aria-label or a <Label htmlFor>. A native checkbox
 * (checkable-input.tsx) as the track, with the thumb drawn over it.
 */
export const Switch = forwardRef<HTMLInputElement, Omit<CheckableProps, 'role'>>(function Switch(
  { className, ...props },
  ref,
) {
  return (
    <span className={cn('relative inline-flex h-6 w-11 shrink-0', className)}>
      <CheckableInput
        {...props}
        ref={ref}
        role="switch"
        className="h-6 w-11 rounded-full bg-input checked:bg-primary"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 block size-5 rounded-full bg-white shadow-md transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
});
