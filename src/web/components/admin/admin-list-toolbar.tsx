import { Plus } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useShownThenIdle } from '../../lib/when-idle';
import { Button } from '../ui/button';

/**
 * The line above an admin list: what the list is for, filters if any, and the 'Novo …' button.
 * `onShown` runs once that line is on screen and the browser is idle: the tab loads its dialogs' code
 * then, after its first screen rather than before it (decision 0069).
 */
export function AdminListToolbar({
  description,
  actionLabel,
  onAction,
  onShown,
  children,
}: {
  description: ReactNode;
  actionLabel: string;
  onAction: () => void;
  onShown?: () => void;
  /** Extra controls (filters, import) shown before the button. */
  children?: ReactNode;
}) {
  const [shownRef, shown] = useShownThenIdle<HTMLParagraphElement>();
  useEffect(() => {
    if (shown) onShown?.();
    // Once per toolbar: a new callback on each render of the tab is the same preload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p ref={shownRef} className="text-sm text-muted-foreground">
        {description}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {children}
        <Button onClick={onAction} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {actionLabel}
        </Button>
      </div>
    </div>
  );
}
