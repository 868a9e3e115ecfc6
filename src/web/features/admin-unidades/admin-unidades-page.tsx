import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../shared/messages';
import type { AdminUnidade } from '../../../shared/schemas/admin';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { errorMessage } from '../../lib/api';
import { useAdminUnidades, useDeleteUnidade } from './api/unidades';
import { UnidadeFormDialog } from './components/unidade-form-dialog';
import { UnidadesList } from './components/unidades-list';

/** Which unidade the form shows: none (closed), a new one, or one being edited. */
type Editing = { unidade: AdminUnidade | null } | null;

/** /admin/unidades (SPEC §2 admin panel): Sigla, Nome, Ativo; create, edit, delete or deactivate. */
export function AdminUnidadesPage() {
  const unidades = useAdminUnidades();
  const remove = useDeleteUnidade();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminUnidade | null>(null);

  if (unidades.isPending) return <PageLoading label="Carregando unidades..." />;
  if (unidades.isError)
    return <LoadFailed message={messages.unidadesLoadFailed} onRetry={() => void unidades.refetch()} />;

  const openNew = () => setEditing({ unidade: null });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(messages.unidadeDeleted);
      },
      // The server says why (e.g. students chose it: 'Desative em vez de excluir').
      onError: (error) => {
        setDeleting(null);
        toast.error(errorMessage(error, messages.unidadeDeleteFailed));
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          As unidades ativas aparecem para os alunos escolherem no perfil.
        </p>
        <Button onClick={openNew} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Nova Unidade
        </Button>
      </div>
      {unidades.data.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="Nenhuma unidade cadastrada"
          description="Cadastre as unidades (ex.: 1º BPM) para os alunos escolherem no perfil."
        />
      ) : (
        <UnidadesList
          unidades={unidades.data}
          onEdit={(unidade) => setEditing({ unidade })}
          onDelete={(unidade) => setDeleting(unidade)}
        />
      )}
      <UnidadeFormDialog
        key={editing?.unidade?.id ?? 'nova'}
        open={editing !== null}
        unidade={editing?.unidade ?? null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Excluir unidade"
        description={deleting ? `Tem certeza que deseja excluir a unidade ${deleting.sigla}?` : null}
        confirmLabel="Excluir"
        confirmVariant="destructive"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
