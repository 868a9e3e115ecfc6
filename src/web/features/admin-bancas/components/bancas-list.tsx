import type { AdminBanca } from '../../../../shared/schemas/admin';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { RowActions } from '../../../components/admin/row-actions';
import { AtivoBadge } from '../../../components/admin/status-badge';

const questoesLabel = (n: number) => (n === 1 ? '1 questão' : `${n.toLocaleString('pt-BR')} questões`);

/** Bancas as a table from the sm breakpoint up, and as cards on a phone; one in use can only be deactivated. */
export function BancasList({
  bancas,
  onEdit,
  onDelete,
}: {
  bancas: AdminBanca[];
  onEdit: (b: AdminBanca) => void;
  onDelete: (b: AdminBanca) => void;
}) {
  const actions = (b: AdminBanca) => (
    <RowActions
      name={`banca ${b.nome}`}
      onEdit={() => onEdit(b)}
      onDelete={() => onDelete(b)}
      deleteDisabledReason={b.questoes > 0 ? 'Há questões desta banca: desative-a em vez de excluir.' : undefined}
    />
  );
  return (
    <ResponsiveTable
      caption="Bancas"
      items={bancas}
      rowKey={(b) => b.id}
      columns={[
        { header: 'Nome', cell: (b) => b.nome, className: 'font-semibold' },
        { header: 'Questões', cell: (b) => questoesLabel(b.questoes), inCard: true },
        { header: 'Status', cell: (b) => <AtivoBadge ativo={b.ativo} /> },
        { header: 'Ações', cell: actions },
      ]}
      cardTitle={(b) => b.nome}
      cardAside={(b) => <AtivoBadge ativo={b.ativo} />}
      cardFooter={actions}
    />
  );
}
