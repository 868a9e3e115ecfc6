import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface CheckableProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The native checkbox under Checkbox and Switch: the browser's own control (keyboard, form, label, screen
 * reader), made invisible by `appearance-none` and drawn by its classes and the siblings after it
 * (`peer-checked:`). Radix's versions measured their button in a layout effect to size a hidden form
 * input, a forced layout on every page that showed one (docs/decisions/0029).
 */
export const CheckableInput = forwardRef<HTMLInputElement, CheckableProps>(function CheckableInput(
  { className, checked, onCheckedChange, ...props },
  ref,
) {
  return (
    <input
      {...props}
      ref={ref}
      type="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      className={cn(
        'peer m-0 shrink-0 cursor-pointer appearance-none transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    />
  );
});
