import { Pencil, Trash2 } from 'lucide-react';
import type { AdminUnidade } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

function StatusBadge({ ativo }: { ativo: boolean }) {
  return <Badge tone={ativo ? 'success' : 'neutral'}>{ativo ? 'Ativo' : 'Inativo'}</Badge>;
}

function Actions({ unidade, onEdit, onDelete }: { unidade: AdminUnidade; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Editar ${unidade.sigla}`}>
        <Pencil aria-hidden="true" />
        Editar
      </Button>
      <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Excluir ${unidade.sigla}`}>
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
    </div>
  );
}

/** Unidades as a table from the sm breakpoint up, and as cards on a phone. */
export function UnidadesList({
  unidades,
  onEdit,
  onDelete,
}: {
  unidades: AdminUnidade[];
  onEdit: (u: AdminUnidade) => void;
  onDelete: (u: AdminUnidade) => void;
}) {
  return (
    <>
      <table className="hidden w-full border-collapse text-sm sm:table">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th className="py-2 pr-3 font-medium">Sigla</th>
            <th className="py-2 pr-3 font-medium">Nome</th>
            <th className="py-2 pr-3 font-medium">Status</th>
            <th className="py-2 font-medium">Ações</th>
          </tr>
        </thead>
        <tbody>
          {unidades.map((u) => (
            <tr key={u.id} className="border-b border-border last:border-0">
              <td className="py-2 pr-3 font-semibold">{u.sigla}</td>
              <td className="py-2 pr-3">{u.nome}</td>
              <td className="py-2 pr-3">
                <StatusBadge ativo={u.ativo} />
              </td>
              <td className="py-2">
                <Actions unidade={u} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 sm:hidden">
        {unidades.map((u) => (
          <li key={u.id} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{u.sigla}</span>
              <StatusBadge ativo={u.ativo} />
            </div>
            <span className="text-sm text-muted-foreground">{u.nome}</span>
            <Actions unidade={u} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} />
          </li>
        ))}
      </ul>
    </>
  );
}
