import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/** The line above an admin list: what the list is for, filters if any, and the 'Novo …' button. */
export function AdminListToolbar({
  description,
  actionLabel,
  onAction,
  children,
}: {
  description: ReactNode;
  actionLabel: string;
  onAction: () => void;
  /** Extra controls (filters, import) shown before the button. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{description}</p>
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
