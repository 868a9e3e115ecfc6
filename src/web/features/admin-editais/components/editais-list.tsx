import type { AdminEdital } from '../../../../shared/schemas/admin';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { RowActions } from '../../../components/admin/row-actions';
import { AtivoBadge } from '../../../components/admin/status-badge';

/** Editais as a table from the sm breakpoint up, and as cards on a phone. */
export function EditaisList({
  editais,
  onEdit,
  onDelete,
}: {
  editais: AdminEdital[];
  onEdit: (e: AdminEdital) => void;
  onDelete: (e: AdminEdital) => void;
}) {
  const actions = (e: AdminEdital) => (
    <RowActions name={`edital ${e.numero}`} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />
  );
  return (
    <ResponsiveTable
      caption="Editais"
      items={editais}
      rowKey={(e) => e.id}
      columns={[
        { header: 'Número', cell: (e) => e.numero, className: 'font-semibold' },
        { header: 'Descrição', cell: (e) => e.descricao ?? '-', inCard: true },
        { header: 'Status', cell: (e) => <AtivoBadge ativo={e.ativo} /> },
        { header: 'Ações', cell: actions },
      ]}
      cardTitle={(e) => e.numero}
      cardAside={(e) => <AtivoBadge ativo={e.ativo} />}
      cardFooter={actions}
    />
  );
}
