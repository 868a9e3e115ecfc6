import { Mail, Pencil, RefreshCw, UserRound } from 'lucide-react';
import { useId } from 'react';
import type { AdminReport } from '../../../../shared/schemas/admin-reports';
import { ReportStatusBadge } from '../../../components/report-status-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmailText } from '../../../components/ui/email-text';
import { formatReportDate } from '../format-report-date';

/** One report as the admin reviews it: what is wrong, with which question, who said so, and what to do. */
export function ReportCard({
  report,
  onChangeStatus,
  onEditQuestao,
}: {
  report: AdminReport;
  onChangeStatus: (report: AdminReport) => void;
  onEditQuestao: (questaoId: number) => void;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={titleId} className="text-base font-semibold">
          Report #{report.id}
        </h3>
        <ReportStatusBadge status={report.status} />
        <time dateTime={report.createdAt} className="text-xs text-muted-foreground sm:ml-auto">
          {formatReportDate(report.createdAt)}
        </time>
      </header>

      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="primary" className="max-w-full truncate">
          {report.materiaNome}
        </Badge>
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          {report.moduloNome} · Questão #{report.questaoId}
        </span>
      </div>

      <div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Enunciado</p>
        <p className="mt-1 rounded-lg bg-surface-muted px-3 py-2.5 text-sm break-words text-foreground/90">
          {report.enunciadoTrecho || 'Enunciado sem texto (somente imagem).'}
        </p>
      </div>

      <div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Descrição do erro</p>
        <p className="mt-1 leading-relaxed break-words whitespace-pre-line">{report.descricao}</p>
      </div>

      <dl className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
        <div className="flex min-w-0 items-start gap-1.5">
          <dt>
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">Enviado por</span>
          </dt>
          <dd className="min-w-0 font-medium break-words">{report.autor.nome}</dd>
        </div>
        <div className="flex min-w-0 items-start gap-1.5">
          <dt>
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">E-mail</span>
          </dt>
          <dd className="min-w-0 text-muted-foreground">
            <a href={`mailto:${report.autor.email}`} className="hover:text-foreground hover:underline">
              <EmailText email={report.autor.email} />
            </a>
          </dd>
        </div>
      </dl>

      <footer className="flex flex-wrap gap-2 border-t border-border pt-3">
        <Button
          size="sm"
          className="flex-1 sm:flex-none"
          onClick={() => onChangeStatus(report)}
          aria-label={`Alterar Status do report #${report.id}`}
        >
          <RefreshCw aria-hidden="true" />
          Alterar Status
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="flex-1 sm:flex-none"
          onClick={() => onEditQuestao(report.questaoId)}
          aria-label={`Editar questão #${report.questaoId}`}
        >
          <Pencil aria-hidden="true" />
          Editar questão
        </Button>
      </footer>
    </article>
  );
}
