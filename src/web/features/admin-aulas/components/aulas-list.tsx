import type { AdminAula } from '../../../../shared/schemas/admin-materias';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { RowActions } from '../../../components/admin/row-actions';
import { AtivoBadge } from '../../../components/admin/status-badge';

const questoesLabel = (n: number) => (n === 1 ? '1 questão' : `${n} questões`);

/** Aulas as a table (Matéria / Ordem / Título / Questões / Status / Ações) from sm up, cards on a phone. */
export function AulasList({
  aulas,
  onEdit,
  onDelete,
}: {
  aulas: AdminAula[];
  onEdit: (a: AdminAula) => void;
  onDelete: (a: AdminAula) => void;
}) {
  const actions = (a: AdminAula) => (
    <RowActions name={`${a.materiaNome} – aula ${a.ordem}`} onEdit={() => onEdit(a)} onDelete={() => onDelete(a)} />
  );
  return (
    <ResponsiveTable
      caption="Aulas"
      items={aulas}
      rowKey={(a) => a.id}
      columns={[
        { header: 'Matéria', cell: (a) => a.materiaNome, inCard: true },
        { header: 'Ordem', cell: (a) => a.ordem, className: 'tabular-nums' },
        { header: 'Título', cell: (a) => a.titulo, className: 'font-semibold' },
        { header: 'Questões', cell: (a) => questoesLabel(a.questoes), inCard: true },
        { header: 'Status', cell: (a) => <AtivoBadge ativo={a.ativo} /> },
        { header: 'Ações', cell: actions },
      ]}
      cardTitle={(a) => `${a.ordem}. ${a.titulo}`}
      cardAside={(a) => <AtivoBadge ativo={a.ativo} />}
      cardFooter={actions}
    />
  );
}
