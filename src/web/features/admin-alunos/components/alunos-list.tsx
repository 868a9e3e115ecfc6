import {
  alunoAtivo,
  alunoMessages,
  diasRestantesLabel,
  formatDia,
  type AdminAluno,
} from '../../../../shared/schemas/admin-alunos';
import { formatWhatsapp } from '../../../../shared/rules/whatsapp';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { RowActions } from '../../../components/admin/row-actions';
import { Badge } from '../../../components/ui/badge';
import { EmailText } from '../../../components/ui/email-text';

function Nome({ aluno }: { aluno: AdminAluno }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="break-words">{aluno.nome}</span>
      {aluno.isAdmin ? <Badge tone="primary">Admin</Badge> : null}
    </span>
  );
}

function Status({ aluno, now }: { aluno: AdminAluno; now: Date }) {
  const ativo = alunoAtivo(aluno, now);
  return <Badge tone={ativo ? 'success' : 'neutral'}>{ativo ? 'Ativo' : 'Inativo'}</Badge>;
}

const dash = (value: string | null) => value || '-';

/** The Alunos page as a table from the sm breakpoint up, and as cards on a phone. */
export function AlunosList({
  alunos,
  now,
  onEdit,
  onDelete,
}: {
  alunos: AdminAluno[];
  /** The moment 'Dias Restantes' and Status are counted from (one for the whole page). */
  now: Date;
  onEdit: (aluno: AdminAluno) => void;
  onDelete: (aluno: AdminAluno) => void;
}) {
  const actions = (a: AdminAluno) => (
    <RowActions
      name={a.nome}
      onEdit={() => onEdit(a)}
      onDelete={() => onDelete(a)}
      deleteDisabledReason={a.isAdmin ? alunoMessages.adminNaoExcluivel : undefined}
    />
  );
  return (
    <ResponsiveTable
      caption="Alunos"
      items={alunos}
      rowKey={(a) => a.id}
      columns={[
        { header: 'Nome', cell: (a) => <Nome aluno={a} />, className: 'font-semibold min-w-40' },
        { header: 'Email', cell: (a) => <EmailText email={a.email} />, inCard: true },
        {
          header: 'WhatsApp',
          cell: (a) => <span className="whitespace-nowrap">{a.whatsapp ? formatWhatsapp(a.whatsapp) : '-'}</span>,
          inCard: true,
        },
        { header: 'QRA', cell: (a) => dash(a.qra), inCard: true },
        { header: 'Edital', cell: (a) => dash(a.edital), inCard: true },
        { header: 'Unidade', cell: (a) => <span className="whitespace-nowrap">{dash(a.unidade)}</span>, inCard: true },
        { header: 'Expiração', cell: (a) => formatDia(a.dataExpiracaoDia), inCard: true },
        {
          header: 'Dias Restantes',
          cell: (a) => <span className="whitespace-nowrap">{diasRestantesLabel(a, now)}</span>,
          inCard: true,
        },
        { header: 'Status', cell: (a) => <Status aluno={a} now={now} /> },
        { header: 'Ações', cell: actions },
      ]}
      cardTitle={(a) => <Nome aluno={a} />}
      cardAside={(a) => <Status aluno={a} now={now} />}
      cardFooter={actions}
    />
  );
}
