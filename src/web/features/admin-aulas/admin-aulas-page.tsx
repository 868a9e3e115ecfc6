import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { aulaMessages, type AdminAula } from '../../../shared/schemas/admin-materias';
import { AdminListToolbar } from '../../components/admin/admin-list-toolbar';
import { DeleteConfirmDialog } from '../../components/admin/delete-confirm-dialog';
import { useAdminCatalogo } from '../../components/admin/use-admin-catalogo';
import { useCrudDialogs } from '../../components/admin/use-crud-dialogs';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/select';
import { useAdminAulas, useDeleteAula } from './api/aulas';
import { AulaFormDialog } from './components/aula-form-dialog';
import { AulasList } from './components/aulas-list';
import { MateriaOptions } from './components/materia-options';

/** The tab's Matéria filter: every aula, or one matéria's. */
function MateriaFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const catalogo = useAdminCatalogo();
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-2">
      <Label htmlFor="aulas-filtro-materia" className="shrink-0">
        Matéria
      </Label>
      <NativeSelect
        id="aulas-filtro-materia"
        className="sm:w-64"
        value={value ?? ''}
        disabled={!catalogo.data}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">Todas as matérias</option>
        {catalogo.data ? <MateriaOptions catalogo={catalogo.data} /> : null}
      </NativeSelect>
    </div>
  );
}

/** /admin/aulas (SPEC §2 admin panel): Matéria, Título, Ordem, Ativo; filter by matéria; create, edit, delete. */
export function AdminAulasPage() {
  const [materiaId, setMateriaId] = useState<number | null>(null);
  const aulas = useAdminAulas(materiaId);
  const remove = useDeleteAula();
  const dialogs = useCrudDialogs<AdminAula>();

  const list = () => {
    if (aulas.isPending) return <PageLoading label="Carregando aulas..." />;
    if (aulas.isError) return <LoadFailed message={aulaMessages.loadFailed} onRetry={() => void aulas.refetch()} />;
    if (aulas.data.length === 0)
      return (
        <EmptyState
          icon={ListOrdered}
          title={materiaId ? 'Nenhuma aula nesta matéria' : 'Nenhuma aula cadastrada'}
          description="Divida a matéria em aulas para os alunos filtrarem as questões do simulado por aula."
        />
      );
    return <AulasList aulas={aulas.data} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />;
  };

  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        description="Aulas ativas aparecem, na ordem, como filtro das questões no simulado."
        actionLabel="Nova Aula"
        onAction={dialogs.openNew}
      >
        <MateriaFilter value={materiaId} onChange={setMateriaId} />
      </AdminListToolbar>
      {list()}
      <AulaFormDialog
        key={dialogs.editing?.item?.id ?? 'nova'}
        open={dialogs.editing !== null}
        aula={dialogs.editing?.item ?? null}
        materiaInicial={materiaId}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
      />
      {/* With questões linked the server refuses, with their count and the advice to deactivate. */}
      <DeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Excluir aula"
        description={(a) => `Tem certeza que deseja excluir a aula ${a.ordem}. ${a.titulo} de ${a.materiaNome}?`}
        remove={remove}
        successMessage={aulaMessages.deleted}
        failMessage={aulaMessages.deleteFailed}
      />
    </div>
  );
}
