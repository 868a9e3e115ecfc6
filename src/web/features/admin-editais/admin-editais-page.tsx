import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../shared/messages';
import type { AdminEdital } from '../../../shared/schemas/admin';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { errorMessage } from '../../lib/api';
import { useAdminEditais, useDeleteEdital } from './api/editais';
import { EditalFormDialog } from './components/edital-form-dialog';
import { EditaisList } from './components/editais-list';

/** Which edital the form shows: none (closed), a new one, or one being edited. */
type Editing = { edital: AdminEdital | null } | null;

/** /admin/editais (SPEC §2 admin panel): Número do Edital, Descrição (opcional), Ativo; create, edit, delete or deactivate. */
export function AdminEditaisPage() {
  const editais = useAdminEditais();
  const remove = useDeleteEdital();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminEdital | null>(null);

  if (editais.isPending) return <PageLoading label="Carregando editais..." />;
  if (editais.isError)
    return <LoadFailed message={messages.editaisLoadFailed} onRetry={() => void editais.refetch()} />;

  const openNew = () => setEditing({ edital: null });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(messages.editalDeleted);
      },
      // The server says why (e.g. students chose it: 'Desative em vez de excluir').
      onError: (error) => {
        setDeleting(null);
        toast.error(errorMessage(error, messages.editalDeleteFailed));
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Os editais ativos aparecem para os alunos escolherem no perfil.</p>
        <Button onClick={openNew} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Novo Edital
        </Button>
      </div>
      {editais.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Nenhum edital cadastrado"
          description="Cadastre os editais (ex.: 01/2025) para os alunos escolherem no perfil."
        />
      ) : (
        <EditaisList
          editais={editais.data}
          onEdit={(edital) => setEditing({ edital })}
          onDelete={(edital) => setDeleting(edital)}
        />
      )}
      <EditalFormDialog
        key={editing?.edital?.id ?? 'nova'}
        open={editing !== null}
        edital={editing?.edital ?? null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Excluir edital"
        description={deleting ? `Tem certeza que deseja excluir o edital ${deleting.numero}?` : null}
        confirmLabel="Excluir"
        confirmVariant="destructive"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
