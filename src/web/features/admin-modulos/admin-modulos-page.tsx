import { Layers } from 'lucide-react';
import { messages } from '../../../shared/messages';
import type { AdminModulo } from '../../../shared/schemas/admin';
import { AdminListToolbar } from '../../components/admin/admin-list-toolbar';
import { LazyDeleteConfirmDialog, lazyAdminFormDialog } from '../../components/admin/lazy-admin-dialogs';
import { RowActions } from '../../components/admin/row-actions';
import { useCrudDialogs } from '../../components/admin/use-crud-dialogs';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { useAdminModulos, useDeleteModulo } from './api/modulos';

// The form and the delete confirmation load once the list is on screen, not with it (decision 0069).
const { FormDialog: ModuloFormDialog, preloadDialogs } = lazyAdminFormDialog(() =>
  import('./components/modulo-form-dialog').then((module) => module.ModuloFormDialog),
);

/** /admin/modulos (SPEC §2 admin panel): módulos as cards; new/edit modal with Nome; delete with confirmation. */
export function AdminModulosPage() {
  const modulos = useAdminModulos();
  const remove = useDeleteModulo();
  const dialogs = useCrudDialogs<AdminModulo>();

  if (modulos.isPending) return <PageLoading label="Carregando módulos..." />;
  if (modulos.isError)
    return <LoadFailed message={messages.modulosLoadFailed} onRetry={() => void modulos.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        onShown={preloadDialogs}
        description="Os módulos agrupam as matérias do curso."
        actionLabel="Novo Módulo"
        onAction={dialogs.openNew}
      />
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
                <div className="mt-auto">
                  <RowActions name={m.nome} onEdit={() => dialogs.openEdit(m)} onDelete={() => dialogs.askDelete(m)} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <ModuloFormDialog
        key={dialogs.editing?.item?.id ?? 'novo'}
        open={dialogs.editing !== null}
        modulo={dialogs.editing?.item ?? null}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
      />
      {/* The server names what depends on it (e.g. '2 matérias pertencem a ele'). */}
      <LazyDeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Excluir módulo"
        description={(m) => `Tem certeza que deseja excluir o módulo ${m.nome}?`}
        remove={remove}
        successMessage={messages.moduloDeleted}
        failMessage={messages.moduloDeleteFailed}
      />
    </div>
  );
}
