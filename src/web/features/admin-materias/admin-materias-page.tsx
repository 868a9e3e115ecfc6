import { BookOpen } from 'lucide-react';
import { materiaMessages } from '../../../shared/rules/admin-materias';
import type { AdminMateria } from '../../../shared/schemas/admin-materias';
import { AdminListToolbar } from '../../components/admin/admin-list-toolbar';
import { LazyDeleteConfirmDialog, lazyAdminFormDialog } from '../../components/admin/lazy-admin-dialogs';
import { useCrudDialogs } from '../../components/admin/use-crud-dialogs';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { useAdminMaterias, useDeleteMateria } from './api/materias';
import { MateriasList } from './components/materias-list';

// The form and the delete confirmation load once the list is on screen, not with it (decision 0069).
const { FormDialog: MateriaFormDialog, preloadDialogs } = lazyAdminFormDialog(() =>
  import('./components/materia-form-dialog').then((module) => module.MateriaFormDialog),
);

/** /admin/materias (SPEC §2 admin panel): Nome, Módulo, Tipo, Gratuita/Premium; create, edit, delete. */
export function AdminMateriasPage() {
  const materias = useAdminMaterias();
  const remove = useDeleteMateria();
  const dialogs = useCrudDialogs<AdminMateria>();

  if (materias.isPending) return <PageLoading label="Carregando matérias..." />;
  if (materias.isError)
    return <LoadFailed message={materiaMessages.loadFailed} onRetry={() => void materias.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        onShown={preloadDialogs}
        description="Teóricas têm questões e simulados; práticas recebem apenas notas. Gratuitas ficam abertas a quem não assina."
        actionLabel="Nova Matéria"
        onAction={dialogs.openNew}
      />
      {materias.data.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title="Nenhuma matéria cadastrada"
          description="Cadastre as matérias de cada módulo para os alunos fazerem simulados e lançarem notas."
        />
      ) : (
        <MateriasList materias={materias.data} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
      )}
      <MateriaFormDialog
        key={dialogs.editing?.item?.id ?? 'nova'}
        open={dialogs.editing !== null}
        materia={dialogs.editing?.item ?? null}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
      />
      {/* The server says what keeps a matéria (students' simulados and notas, questões, aulas...). */}
      <LazyDeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Excluir matéria"
        description={(m) => `Tem certeza que deseja excluir a matéria ${m.nome}?`}
        remove={remove}
        successMessage={materiaMessages.deleted}
        failMessage={materiaMessages.deleteFailed}
      />
    </div>
  );
}
