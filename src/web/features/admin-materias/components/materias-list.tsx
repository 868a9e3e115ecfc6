import { materiaTipoLabel } from '../../../../shared/rules/admin-materias';
import type { AdminMateria } from '../../../../shared/schemas/admin-materias';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { RowActions } from '../../../components/admin/row-actions';
import { Badge } from '../../../components/ui/badge';

function StatusBadge({ materia }: { materia: AdminMateria }) {
  return materia.isFree ? <Badge tone="success">Gratuita</Badge> : <Badge tone="accent">Premium</Badge>;
}

/** '12 questões · 3 aulas': what the matéria holds, so the admin sees why a delete may be refused. */
function conteudo(m: AdminMateria): string {
  const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;
  const partes = [
    m.tipo === 'teorica' ? plural(m.questoes, 'questão', 'questões') : null,
    m.aulas > 0 || m.tipo === 'teorica' ? plural(m.aulas, 'aula', 'aulas') : null,
    m.simulados > 0 ? plural(m.simulados, 'simulado', 'simulados') : null,
    m.notas > 0 ? plural(m.notas, 'nota', 'notas') : null,
  ];
  return partes.filter(Boolean).join(' · ');
}

function Nome({ materia }: { materia: AdminMateria }) {
  const detalhe = conteudo(materia);
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{materia.nome}</span>
      {detalhe ? <span className="text-xs font-normal text-muted-foreground">{detalhe}</span> : null}
    </span>
  );
}

/** Matérias as a table (Nome / Módulo / Tipo / Status / Ações) from the sm breakpoint up, cards on a phone. */
export function MateriasList({
  materias,
  onEdit,
  onDelete,
}: {
  materias: AdminMateria[];
  onEdit: (m: AdminMateria) => void;
  onDelete: (m: AdminMateria) => void;
}) {
  const actions = (m: AdminMateria) => (
    <RowActions name={m.nome} onEdit={() => onEdit(m)} onDelete={() => onDelete(m)} />
  );
  return (
    <ResponsiveTable
      caption="Matérias"
      items={materias}
      rowKey={(m) => m.id}
      columns={[
        { header: 'Nome', cell: (m) => <Nome materia={m} /> },
        { header: 'Módulo', cell: (m) => m.moduloNome, inCard: true },
        { header: 'Tipo', cell: (m) => materiaTipoLabel[m.tipo], inCard: true },
        { header: 'Status', cell: (m) => <StatusBadge materia={m} /> },
        { header: 'Ações', cell: actions },
      ]}
      cardTitle={(m) => <Nome materia={m} />}
      cardAside={(m) => <StatusBadge materia={m} />}
      cardFooter={actions}
    />
  );
}
