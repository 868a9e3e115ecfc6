import { FileText } from 'lucide-react';
import { messages } from '../../../shared/messages';
import type { AdminEdital } from '../../../shared/schemas/admin';
import { AdminListToolbar } from '../../components/admin/admin-list-toolbar';
import { LazyDeleteConfirmDialog, lazyAdminFormDialog } from '../../components/admin/lazy-admin-dialogs';
import { useCrudDialogs } from '../../components/admin/use-crud-dialogs';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { useAdminEditais, useDeleteEdital } from './api/editais';
import { EditaisList } from './components/editais-list';

// The form and the delete confirmation load once the list is on screen, not with it (decision 0069).
const { FormDialog: EditalFormDialog, preloadDialogs } = lazyAdminFormDialog(() =>
  import('./components/edital-form-dialog').then((module) => module.EditalFormDialog),
);

/** /admin/editais (SPEC §2 admin panel): Número do Edital, Descrição (opcional), Ativo; create, edit, delete or deactivate. */
export function AdminEditaisPage() {
  const editais = useAdminEditais();
  const remove = useDeleteEdital();
  const dialogs = useCrudDialogs<AdminEdital>();

  if (editais.isPending) return <PageLoading label="Carregando editais..." />;
  if (editais.isError)
    return <LoadFailed message={messages.editaisLoadFailed} onRetry={() => void editais.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        onShown={preloadDialogs}
        description="Os editais ativos aparecem para os alunos escolherem no perfil."
        actionLabel="Novo Edital"
        onAction={dialogs.openNew}
      />
      {editais.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Nenhum edital cadastrado"
          description="Cadastre os editais (ex.: 01/2025) para os alunos escolherem no perfil."
        />
      ) : (
        <EditaisList editais={editais.data} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
      )}
      <EditalFormDialog
        key={dialogs.editing?.item?.id ?? 'novo'}
        open={dialogs.editing !== null}
        edital={dialogs.editing?.item ?? null}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
      />
      {/* The server says why an edital is kept (students chose it: 'Desative em vez de excluir'). */}
      <LazyDeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Excluir edital"
        description={(e) => `Tem certeza que deseja excluir o edital ${e.numero}?`}
        remove={remove}
        successMessage={messages.editalDeleted}
        failMessage={messages.editalDeleteFailed}
      />
    </div>
  );
}
