import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

// A <select> matches :read-only, which the input look paints as a read-only field: not here.
const selectClasses = inputClasses.replace('read-only:bg-surface-muted', '');

/**
 * A native <select> in the input look. Native on purpose (docs/decisions/0040): phones open their own
 * picker with large touch targets; every screen reader knows it; the keyboard's type-ahead jumps to an
 * option by its first letters; and its list is the browser's, not a layer of ours over the page (the
 * player, a dialog), so nothing can be stacked under it or trap the focus.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(selectClasses, 'cursor-pointer appearance-none pr-10')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
