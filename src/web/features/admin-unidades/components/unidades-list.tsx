import type { AdminUnidade } from '../../../../shared/schemas/admin';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { RowActions } from '../../../components/admin/row-actions';
import { AtivoBadge } from '../../../components/admin/status-badge';

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
  const actions = (u: AdminUnidade) => (
    <RowActions name={u.sigla} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} />
  );
  return (
    <ResponsiveTable
      caption="Unidades"
      items={unidades}
      rowKey={(u) => u.id}
      columns={[
        { header: 'Sigla', cell: (u) => u.sigla, className: 'font-semibold' },
        { header: 'Nome', cell: (u) => u.nome, inCard: true },
        { header: 'Status', cell: (u) => <AtivoBadge ativo={u.ativo} /> },
        { header: 'Ações', cell: actions },
      ]}
      cardTitle={(u) => u.sigla}
      cardAside={(u) => <AtivoBadge ativo={u.ativo} />}
      cardFooter={actions}
    />
  );
}
