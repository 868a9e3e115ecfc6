import { Pencil, Trash } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * 'Editar' and 'Excluir' for one row, named after it for screen readers ('Editar 1º BPM'). A row that
 * cannot be deleted keeps the button, disabled, with the reason as its description.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteDisabledReason,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteDisabledReason?: string | undefined;
}) {
  // Side by side on a wide screen: stacked, they doubled the height of every row of a wide table. Below
  // 1280 px a table of many columns (Alunos) still needs them to stack to fit.
  return (
    <div className="flex flex-wrap gap-2 xl:flex-nowrap">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Editar ${name}`}>
        <Pencil aria-hidden="true" />
        Editar
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={onDelete}
        aria-label={`Excluir ${name}`}
        disabled={deleteDisabledReason !== undefined}
        title={deleteDisabledReason}
      >
        <Trash aria-hidden="true" />
        Excluir
      </Button>
    </div>
  );
}
