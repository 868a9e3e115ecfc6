import { Pencil, Trash2 } from 'lucide-react';
import type { AdminEdital } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

function StatusBadge({ ativo }: { ativo: boolean }) {
  return <Badge tone={ativo ? 'success' : 'neutral'}>{ativo ? 'Ativo' : 'Inativo'}</Badge>;
}

function Actions({ edital, onEdit, onDelete }: { edital: AdminEdital; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Editar edital ${edital.numero}`}>
        <Pencil aria-hidden="true" />
        Editar
      </Button>
      <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Excluir edital ${edital.numero}`}>
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
    </div>
  );
}

/** Editais as a table from the sm breakpoint up, and as cards on a phone. */
export function EditaisList({
  editais,
  onEdit,
  onDelete,
}: {
  editais: AdminEdital[];
  onEdit: (u: AdminEdital) => void;
  onDelete: (u: AdminEdital) => void;
}) {
  return (
    <>
      <table className="hidden w-full border-collapse text-sm sm:table">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th className="py-2 pr-3 font-medium">Número</th>
            <th className="py-2 pr-3 font-medium">Descrição</th>
            <th className="py-2 pr-3 font-medium">Status</th>
            <th className="py-2 font-medium">Ações</th>
          </tr>
        </thead>
        <tbody>
          {editais.map((u) => (
            <tr key={u.id} className="border-b border-border last:border-0">
              <td className="py-2 pr-3 font-semibold">{u.numero}</td>
              <td className="py-2 pr-3">{u.descricao ?? '-'}</td>
              <td className="py-2 pr-3">
                <StatusBadge ativo={u.ativo} />
              </td>
              <td className="py-2">
                <Actions edital={u} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 sm:hidden">
        {editais.map((u) => (
          <li key={u.id} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{u.numero}</span>
              <StatusBadge ativo={u.ativo} />
            </div>
            <span className="text-sm text-muted-foreground">{u.descricao ?? '-'}</span>
            <Actions edital={u} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} />
          </li>
        ))}
      </ul>
    </>
  );
}
