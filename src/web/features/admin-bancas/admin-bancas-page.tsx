import { Landmark } from 'lucide-react';
import { messages } from '../../../shared/messages';
import type { AdminBanca } from '../../../shared/schemas/admin';
import { AdminListToolbar } from '../../components/admin/admin-list-toolbar';
import { DeleteConfirmDialog } from '../../components/admin/delete-confirm-dialog';
import { useCrudDialogs } from '../../components/admin/use-crud-dialogs';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { useAdminBancas, useDeleteBanca } from './api/bancas';
import { BancaFormDialog } from './components/banca-form-dialog';
import { BancasList } from './components/bancas-list';

/** /admin/bancas (issue 33 §2): the bancas questions come from; create, rename, (de)activate, delete an unused one. */
export function AdminBancasPage() {
  const bancas = useAdminBancas();
  const remove = useDeleteBanca();
  const dialogs = useCrudDialogs<AdminBanca>();

  if (bancas.isPending) return <PageLoading label="Carregando bancas..." />;
  if (bancas.isError) return <LoadFailed message={messages.bancasLoadFailed} onRetry={() => void bancas.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        description="As bancas ativas aparecem no cadastro de questões; questões sem banca são inéditas."
        actionLabel="Nova Banca"
        onAction={dialogs.openNew}
      />
      {bancas.data.length === 0 ? (
        <EmptyState
          icon={Landmark}
          title="Nenhuma banca cadastrada"
          description="Cadastre as bancas das provas (ex.: VUNESP, Cebraspe, FGV) para indicar a origem das questões."
        />
      ) : (
        <BancasList bancas={bancas.data} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
      )}
      <BancaFormDialog
        key={dialogs.editing?.item?.id ?? 'nova'}
        open={dialogs.editing !== null}
        banca={dialogs.editing?.item ?? null}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
      />
      <DeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Excluir banca"
        description={(b) => `Tem certeza que deseja excluir a banca ${b.nome}?`}
        remove={remove}
        successMessage={messages.bancaDeleted}
        failMessage={messages.bancaDeleteFailed}
      />
    </div>
  );
}
