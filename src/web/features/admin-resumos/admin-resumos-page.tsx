import { FileText } from 'lucide-react';
import { RESUMO_PDF_MAX_LABEL, resumoAdminMessages, type AdminResumo } from '../../../shared/schemas/admin-resumos';
import { AdminListToolbar } from '../../components/admin/admin-list-toolbar';
import { DeleteConfirmDialog } from '../../components/admin/delete-confirm-dialog';
import { useCrudDialogs } from '../../components/admin/use-crud-dialogs';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { useAdminResumos, useDeleteResumo } from './api/resumos';
import { ResumoFormDialog } from './components/resumo-form-dialog';
import { ResumosList } from './components/resumos-list';

/** /admin/resumos (SPEC §2 admin panel): one PDF per matéria, as a link or an uploaded file. */
export function AdminResumosPage() {
  const resumos = useAdminResumos();
  const remove = useDeleteResumo();
  const dialogs = useCrudDialogs<AdminResumo>();

  if (resumos.isPending) return <PageLoading label="Carregando resumos..." />;
  if (resumos.isError)
    return <LoadFailed message={resumoAdminMessages.loadFailed} onRetry={() => void resumos.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        description={`Um resumo em PDF por matéria, lido pelos assinantes em Resumos. Informe um link ou envie o PDF (até ${RESUMO_PDF_MAX_LABEL}).`}
        actionLabel="Novo Resumo"
        onAction={dialogs.openNew}
      />
      {resumos.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Nenhum resumo cadastrado"
          description="Cadastre o PDF de uma matéria para os assinantes lerem em Resumos."
        />
      ) : (
        <ResumosList resumos={resumos.data} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
      )}
      <ResumoFormDialog
        key={dialogs.editing?.item?.id ?? 'novo'}
        open={dialogs.editing !== null}
        resumo={dialogs.editing?.item ?? null}
        resumos={resumos.data}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
      />
      <DeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Excluir resumo"
        description={(r) =>
          `Tem certeza que deseja excluir o resumo de ${r.materiaNome}?${r.arquivo ? ' O PDF enviado também será apagado.' : ''}`
        }
        remove={remove}
        successMessage={resumoAdminMessages.deleted}
        failMessage={resumoAdminMessages.deleteFailed}
      />
    </div>
  );
}
