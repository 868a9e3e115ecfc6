import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'role'
> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A toggle switch (role="switch"); give it an aria-label or a <Label htmlFor>. A native checkbox under
 * the track and thumb, like Checkbox (checkbox.tsx), so nothing is measured when it mounts.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { className, checked, onCheckedChange, ...props },
  ref,
) {
  return (
    <span className={cn('relative inline-flex h-6 w-11 shrink-0', className)}>
      <input
        {...props}
        ref={ref}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        className={cn(
          'peer m-0 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
        )}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 block size-5 rounded-full bg-white shadow-md transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
});
