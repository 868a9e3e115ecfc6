import { Flag, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { adminReportsMessages, type AdminReport, type AdminReportsPage } from '../../../shared/schemas/admin-reports';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
// The question form is shared with the Questões tab: a report opens that same form directly (issue 7).
import { QuestaoEditDialog } from '../../components/admin/questao/questao-edit-dialog';
import { useAdminReports, useRefreshAdminReports } from './api/admin-reports';
import { ReportCard } from './components/report-card';
import { ReportStatusDialog } from './components/report-status-dialog';
import { ReportStatusFilter } from './components/report-status-filter';
import { ListPagination } from '../../components/admin/list-pagination';
import { usePageInRange } from '../../components/admin/use-page-in-range';
import { ReportsSearch } from './components/reports-search';
import { useReportsFilters } from './use-reports-filters';

/**
 * /admin/reports (SPEC §2 admin panel): the errors students reported, searched and filtered by status,
 * each with 'Alterar Status' and a way straight into the question's edit form.
 */
export function AdminReportsPage() {
  const filters = useReportsFilters();
  const { status, q, page } = filters;
  const reports = useAdminReports({ status, q, page });
  const [changing, setChanging] = useState<AdminReport | null>(null);
  const [editingQuestaoId, setEditingQuestaoId] = useState<number | null>(null);
  const refreshReports = useRefreshAdminReports();

  const data = reports.data;
  // A status change can empty the last page of a filtered list: back to the last page that has reports.
  usePageInRange({ page, answer: data, isPlaceholderData: reports.isPlaceholderData, setPage: filters.setPage });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Erros nas questões apontados pelos alunos. Analise, corrija a questão e atualize o status: o aluno acompanha
        cada mudança em Meus reports.
      </p>
      <div className="flex flex-col gap-3">
        <ReportsSearch value={filters.search} onChange={filters.setSearch} />
        <ReportStatusFilter value={status} counts={data?.contagem} onChange={filters.setStatus} />
      </div>

      {reports.isPending ? (
        <PageLoading label="Carregando reports..." />
      ) : reports.isError ? (
        <LoadFailed message={adminReportsMessages.loadFailed} onRetry={() => void reports.refetch()} />
      ) : (
        <ReportsResults
          data={reports.data}
          stale={reports.isPlaceholderData}
          q={q}
          onClear={filters.clear}
          onPageChange={filters.setPage}
          onChangeStatus={setChanging}
          onEditQuestao={setEditingQuestaoId}
        />
      )}

      <ReportStatusDialog report={changing} onClose={() => setChanging(null)} />
      <QuestaoEditDialog
        questaoId={editingQuestaoId}
        onOpenChange={(open) => {
          if (open) return;
          setEditingQuestaoId(null);
          // The statement may have changed: the cards show an excerpt of it.
          void refreshReports();
        }}
      />
    </div>
  );
}

function ReportsResults({
  data,
  stale,
  q,
  onClear,
  onPageChange,
  onChangeStatus,
  onEditQuestao,
}: {
  data: AdminReportsPage;
  /** The previous answer, shown while the next page or search loads. */
  stale: boolean;
  q: string;
  onClear: () => void;
  onPageChange: (page: number) => void;
  onChangeStatus: (report: AdminReport) => void;
  onEditQuestao: (questaoId: number) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  if (data.itens.length === 0) {
    if (data.contagem.todos === 0 && !q) {
      return (
        <EmptyState
          icon={Flag}
          title="Nenhum report encontrado"
          description="Quando um aluno reportar um erro numa questão, o report aparece aqui."
        />
      );
    }
    return (
      <EmptyState
        icon={SearchX}
        title="Nenhum report encontrado"
        description={q ? `Nenhum report corresponde a "${q}" neste filtro.` : 'Nenhum report com o status selecionado.'}
        action={
          <Button variant="outline" onClick={onClear}>
            Limpar filtros
          </Button>
        }
      />
    );
  }
  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <>
      <ul
        ref={listRef}
        aria-label="Reports"
        aria-busy={stale}
        className={cn('flex flex-col gap-4 transition-opacity', stale && 'opacity-60')}
      >
        {data.itens.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} onChangeStatus={onChangeStatus} onEditQuestao={onEditQuestao} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <ListPagination
          label="Paginação dos reports"
          noun={['report', 'reports']}
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(next) => {
            onPageChange(next);
            // The buttons sit under the list: bring the new page's first card into view.
            listRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
        />
      ) : null}
    </>
  );
}
