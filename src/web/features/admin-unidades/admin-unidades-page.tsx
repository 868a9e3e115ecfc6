import { BuildingComplex } from 'lucide-react';
import { messages } from '../../../shared/messages';
import type { AdminUnidade } from '../../../shared/schemas/admin';
import { AdminListToolbar } from '../../components/admin/admin-list-toolbar';
import { LazyDeleteConfirmDialog, lazyAdminFormDialog } from '../../components/admin/lazy-admin-dialogs';
import { useCrudDialogs } from '../../components/admin/use-crud-dialogs';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { useAdminUnidades, useDeleteUnidade } from './api/unidades';
import { UnidadesList } from './components/unidades-list';

// The form and the delete confirmation load once the list is on screen, not with it (decision 0069).
const { FormDialog: UnidadeFormDialog, preloadDialogs } = lazyAdminFormDialog(() =>
  import('./components/unidade-form-dialog').then((module) => module.UnidadeFormDialog),
);

/** /admin/unidades (SPEC §2 admin panel): Sigla, Nome, Ativo; create, edit, delete or deactivate. */
export function AdminUnidadesPage() {
  const unidades = useAdminUnidades();
  const remove = useDeleteUnidade();
  const dialogs = useCrudDialogs<AdminUnidade>();

  if (unidades.isPending) return <PageLoading label="Carregando unidades..." />;
  if (unidades.isError)
    return <LoadFailed message={messages.unidadesLoadFailed} onRetry={() => void unidades.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        onShown={preloadDialogs}
        description="As unidades ativas aparecem para os alunos escolherem no perfil."
        actionLabel="Nova Unidade"
        onAction={dialogs.openNew}
      />
      {unidades.data.length === 0 ? (
        <EmptyState
          icon={BuildingComplex}
          title="Nenhuma unidade cadastrada"
          description="Cadastre as unidades (ex.: 1º BPM) para os alunos escolherem no perfil."
        />
      ) : (
        <UnidadesList unidades={unidades.data} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
      )}
      <UnidadeFormDialog
        key={dialogs.editing?.item?.id ?? 'nova'}
        open={dialogs.editing !== null}
        unidade={dialogs.editing?.item ?? null}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
      />
      {/* The server says why a unidade is kept (students chose it: 'Desative em vez de excluir'). */}
      <LazyDeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Excluir unidade"
        description={(u) => `Tem certeza que deseja excluir a unidade ${u.sigla}?`}
        remove={remove}
        successMessage={messages.unidadeDeleted}
        failMessage={messages.unidadeDeleteFailed}
      />
    </div>
  );
}
