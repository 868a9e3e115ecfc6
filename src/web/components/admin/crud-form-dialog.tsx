import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';

/**
 * The modal around an admin form ('Nova Unidade' / 'Editar Unidade'). The form inside calls `close`
 * when it is done; while a save runs it passes `saving` true and the modal stays open.
 */
export function CrudFormDialog({
  open,
  onOpenChange,
  title,
  description,
  className = 'max-w-lg',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  className?: string;
  children: (close: (saving: boolean) => void) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children((saving) => {
          if (!saving) onOpenChange(false);
        })}
      </DialogContent>
    </Dialog>
  );
}
