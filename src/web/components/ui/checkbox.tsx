import { Check } from '../icons/first';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A native checkbox drawn in the app's style: the browser's own control (keyboard, form, label, screen
 * reader), with the box and its check mark painted over it. Radix's checkbox measured its button in a
 * layout effect to size a hidden form input, a forced layout on every page that showed one (/login
 * among them; docs/decisions/0029).
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, checked, onCheckedChange, ...props },
  ref,
) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        {...props}
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        className={cn(
          'peer m-0 size-5 shrink-0 cursor-pointer appearance-none rounded-md border border-input bg-surface transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
        )}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
});
