import { ExternalLink, FileText } from 'lucide-react';
import { formatTamanho } from '../../../../shared/rules/numbers';
import type { AdminResumo } from '../../../../shared/schemas/admin-resumos';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { RowActions } from '../../../components/admin/row-actions';
import { adminResumoPdfUrl } from '../api/resumos';

/** The link, or 'PDF enviado (1,2 MB)' for a stored PDF; either opens the PDF in a new tab. */
function PdfCell({ resumo }: { resumo: AdminResumo }) {
  const linkClass =
    'inline-flex items-start gap-1.5 font-medium text-link underline-offset-4 hover:underline focus-visible:underline';
  if (resumo.arquivo) {
    return (
      <a
        href={adminResumoPdfUrl(resumo.id)}
        target="_blank"
        rel="noopener"
        className={linkClass}
        aria-label={`Abrir o PDF enviado de ${resumo.materiaNome} (${formatTamanho(resumo.arquivo.tamanho)})`}
      >
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        PDF enviado ({formatTamanho(resumo.arquivo.tamanho)})
      </a>
    );
  }
  return (
    <a
      href={resumo.url ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      className={`${linkClass} break-all`}
      aria-label={`Abrir o link do resumo de ${resumo.materiaNome}: ${resumo.url ?? ''}`}
    >
      <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {resumo.url}
    </a>
  );
}

/** Resumos as a table from the sm breakpoint up (Módulo, Matéria, URL, Ações) and as cards on a phone. */
export function ResumosList({
  resumos,
  onEdit,
  onDelete,
}: {
  resumos: AdminResumo[];
  onEdit: (r: AdminResumo) => void;
  onDelete: (r: AdminResumo) => void;
}) {
  const actions = (r: AdminResumo) => (
    <RowActions name={`resumo de ${r.materiaNome}`} onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />
  );
  return (
    <ResponsiveTable
      caption="Resumos"
      items={resumos}
      rowKey={(r) => r.id}
      columns={[
        { header: 'Módulo', cell: (r) => r.moduloNome, inCard: true },
        { header: 'Matéria', cell: (r) => r.materiaNome, className: 'font-semibold' },
        { header: 'URL', cell: (r) => <PdfCell resumo={r} />, className: 'max-w-md', inCard: true },
        { header: 'Ações', cell: actions },
      ]}
      cardTitle={(r) => r.materiaNome}
      cardFooter={actions}
    />
  );
}
