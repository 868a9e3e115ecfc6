import { Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../shared/messages';
import type { AdminModulo } from '../../../shared/schemas/admin';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { errorMessage } from '../../lib/api';
import { useAdminModulos, useDeleteModulo } from './api/modulos';
import { ModuloFormDialog } from './components/modulo-form-dialog';

type Editing = { modulo: AdminModulo | null } | null;

/** /admin/modulos (SPEC §2 admin panel): módulos as cards; new/edit modal with Nome; delete with confirmation. */
export function AdminModulosPage() {
  const modulos = useAdminModulos();
  const remove = useDeleteModulo();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminModulo | null>(null);

  if (modulos.isPending) return <PageLoading label="Carregando módulos..." />;
  if (modulos.isError)
    return <LoadFailed message={messages.modulosLoadFailed} onRetry={() => void modulos.refetch()} />;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(messages.moduloDeleted);
      },
      // The server names what depends on it (e.g. '2 matérias pertencem a ele').
      onError: (error) => {
        setDeleting(null);
        toast.error(errorMessage(error, messages.moduloDeleteFailed));
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Os módulos agrupam as matérias do curso.</p>
        <Button onClick={() => setEditing({ modulo: null })} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Novo Módulo
        </Button>
      </div>
      {modulos.data.length === 0 ? (
        <EmptyState
          icon={Layers}
          title="Nenhum módulo cadastrado"
          description="Crie um módulo para agrupar matérias."
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {modulos.data.map((m) => (
            <li key={m.id}>
              <article
                aria-label={m.nome}
                className="flex h-full flex-col gap-3 rounded-lg border border-border bg-surface p-4"
              >
                <div>
                  <h3 className="font-semibold">{m.nome}</h3>
                  <p className="text-sm text-muted-foreground">
                    {m.materias} {m.materias === 1 ? 'matéria' : 'matérias'}
                  </p>
                </div>
                <div className="mt-auto flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing({ modulo: m })}>
                    <Pencil aria-hidden="true" />
                    Editar
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDeleting(m)}>
                    <Trash2 aria-hidden="true" />
                    Excluir
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <ModuloFormDialog
        key={editing?.modulo?.id ?? 'novo'}
        open={editing !== null}
        modulo={editing?.modulo ?? null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Excluir módulo"
        description={deleting ? `Tem certeza que deseja excluir o módulo ${deleting.nome}?` : null}
        confirmLabel="Excluir"
        confirmVariant="destructive"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
