import { Flag } from 'lucide-react';
import { useId } from 'react';
import type { MeuReport } from '../../../../shared/schemas/reports';
import { LoadFailed, PageLoading } from '../../../components/load-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format';
import { useMeusReports } from '../api/list-meus-reports';
import { ReportStatusBadge } from '../../../components/report-status-badge';

function ReportCard({ report }: { report: MeuReport }) {
  const titleId = useId();
  // updated_at is stamped on every change; only a later one means the admins acted on it.
  const changed = report.status !== 'pendente' || Date.parse(report.updatedAt) > Date.parse(report.createdAt) + 1000;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-base font-semibold">
          Questão #{report.questaoId}
        </h3>
        <Badge tone="primary">{report.materiaNome}</Badge>
        <ReportStatusBadge status={report.status} />
        <time dateTime={report.createdAt} className="text-xs text-muted-foreground sm:ml-auto">
          {formatDateTime(report.createdAt)}
        </time>
      </header>
      <p className="rounded-lg bg-surface-muted px-3 py-2.5 text-sm break-words text-foreground/90">
        {report.enunciadoTrecho}
      </p>
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Seu report</p>
        <p className="mt-1 leading-relaxed break-words whitespace-pre-line">{report.descricao}</p>
      </div>
      {changed ? (
        <p className="text-xs text-muted-foreground">
          Atualizado em <time dateTime={report.updatedAt}>{formatDateTime(report.updatedAt)}</time>
        </p>
      ) : null}
    </article>
  );
}

/** /comentarios — 'Meus reports': what became of the errors the student reported. */
export function MeusReportsSection() {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useMeusReports();

  if (isPending) return <PageLoading label="Carregando reports..." />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} message="Erro ao carregar seus reports." />;
  const reports = data.pages.flatMap((p) => p.itens);
  if (reports.length === 0) {
    return (
      <EmptyState
        icon={Flag}
        title="Você ainda não enviou nenhum report"
        description="Encontrou um erro numa questão? Use o botão 'Reportar' durante um simulado e acompanhe aqui a análise."
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {reports.map((r) => (
          <li key={r.id}>
            <ReportCard report={r} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
        </Button>
      ) : null}
    </div>
  );
}
