import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * 'Excluir …' with confirmation for an admin row. On success the dialog closes with `successMessage`; on
 * a refusal it closes with the server's reason as the toast (it names what depends on the row, e.g.
 * '3 simulados de alunos usam esta matéria'), or `failMessage` when there is none.
 */
export interface DeleteConfirmDialogProps<Item extends { id: Id }, Id extends number | string = number> {
  item: Item | null;
  onClose: () => void;
  title: string;
  description: (item: Item) => string;
  remove: UseMutationResult<unknown, Error, Id>;
  successMessage: string;
  failMessage: string;
}

export function DeleteConfirmDialog<Item extends { id: Id }, Id extends number | string = number>({
  item,
  onClose,
  title,
  description,
  remove,
  successMessage,
  failMessage,
}: DeleteConfirmDialogProps<Item, Id>) {
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        onClose();
        toast.success(successMessage);
      },
      onError: (error) => {
        onClose();
        toast.error(errorMessage(error, failMessage));
      },
    });
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={item ? description(item) : null}
      confirmLabel="Excluir"
      confirmVariant="destructive"
      loading={remove.isPending}
      onConfirm={confirm}
    />
  );
}
