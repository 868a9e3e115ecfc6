import { Landmark } from 'lucide-react';
import { messages } from '../../../shared/messages';
import type { AdminBanca } from '../../../shared/schemas/admin';
import { CadastroPage, type CadastroTexts } from '../../components/admin/cadastro-page';
import { lazyAdminFormDialog } from '../../components/admin/lazy-admin-dialogs';
import { useAdminBancas, useDeleteBanca } from './api/bancas';
import { BancasList } from './components/bancas-list';

const TEXTS: CadastroTexts<AdminBanca> = {
  loading: 'Carregando bancas...',
  loadFailed: messages.bancasLoadFailed,
  description: 'As bancas ativas aparecem no cadastro de questões; questões sem banca são inéditas.',
  actionLabel: 'Nova Banca',
  emptyTitle: 'Nenhuma banca cadastrada',
  emptyDescription: 'Cadastre as bancas das provas (ex.: VUNESP, Cebraspe, FGV) para indicar a origem das questões.',
  deleteTitle: 'Excluir banca',
  deleteDescription: (b) => `Tem certeza que deseja excluir a banca ${b.nome}?`,
  deleted: messages.bancaDeleted,
  deleteFailed: messages.bancaDeleteFailed,
};

// The form and the delete confirmation load once the list is on screen, not with it (decision 0069).
const { FormDialog: BancaFormDialog, preloadDialogs } = lazyAdminFormDialog(() =>
  import('./components/banca-form-dialog').then((module) => module.BancaFormDialog),
);

/** /admin/bancas (issue 33 §2): the bancas questions come from; create, rename, (de)activate, delete an unused one. */
export function AdminBancasPage() {
  return (
    <CadastroPage
      list={useAdminBancas()}
      remove={useDeleteBanca()}
      texts={TEXTS}
      icon={Landmark}
      preloadDialogs={preloadDialogs}
      renderList={(bancas, onEdit, onDelete) => <BancasList bancas={bancas} onEdit={onEdit} onDelete={onDelete} />}
      renderForm={({ key, open, item, onClose }) => (
        <BancaFormDialog
          key={key}
          open={open}
          banca={item}
          onOpenChange={(isOpen) => {
            if (!isOpen) onClose();
          }}
        />
      )}
    />
  );
}
