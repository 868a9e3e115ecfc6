import { Search, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ALUNOS_BUSCA_MAX, alunoMessages, type AdminAluno } from '../../../shared/schemas/admin-alunos';
import { AdminListToolbar } from '../../components/admin/admin-list-toolbar';
import { DeleteConfirmDialog } from '../../components/admin/delete-confirm-dialog';
import { useCrudDialogs } from '../../components/admin/use-crud-dialogs';
import { usePageInRange } from '../../components/admin/use-page-in-range';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { useCurrentUser } from '../../lib/session';
import { formatCount } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAdminAlunos, useDeleteAluno } from './api/alunos';
import { AlunoFormDialog } from './components/aluno-form-dialog';
import { AlunosList } from './components/alunos-list';
import { ListPagination } from '../../components/admin/list-pagination';

/** The search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/alunos (SPEC §2 admin panel 'Alunos'): search by nome, email, QRA or WhatsApp, a page of users
 * at a time from the server, 'Novo Usuário' / 'Editar Usuário', and delete (never an admin).
 */
export function AdminAlunosPage() {
  const me = useCurrentUser();
  const [busca, setBusca] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(busca.trim(), SEARCH_DEBOUNCE_MS);
  const alunos = useAdminAlunos({ q, page });
  // Deleting the only user of the last page goes back a page, rather than saying there are no users.
  usePageInRange({ page, answer: alunos.data, isPlaceholderData: alunos.isPlaceholderData, setPage });
  const remove = useDeleteAluno();
  const dialogs = useCrudDialogs<AdminAluno>();
  // One 'now' per answer, so every row's days and status are counted from the same moment.
  const now = useMemo(() => new Date(), [alunos.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSearch = (value: string) => {
    setBusca(value);
    setPage(1);
  };

  let content;
  if (alunos.isPending) content = <PageLoading label="Carregando alunos..." />;
  else if (alunos.isError)
    content = <LoadFailed message={alunoMessages.loadFailed} onRetry={() => void alunos.refetch()} />;
  else if (alunos.data.itens.length === 0)
    content = q ? (
      <EmptyState
        icon={Search}
        title="Nenhum usuário encontrado"
        description={`Nada corresponde a "${q}". Busque por nome, email, QRA ou WhatsApp.`}
      />
    ) : (
      <EmptyState icon={Users} title="Nenhum usuário cadastrado" description="Cadastre o primeiro em 'Novo Usuário'." />
    );
  else
    content = (
      <div className="flex flex-col gap-4" aria-busy={alunos.isPlaceholderData}>
        {alunos.data.totalLimitado && (
          <p role="status" className="text-sm text-muted-foreground">
            {alunoMessages.buscaLimitada(alunos.data.total)}
          </p>
        )}
        <AlunosList alunos={alunos.data.itens} now={now} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
        <ListPagination
          label="Paginação dos alunos"
          noun={['usuário', 'usuários']}
          page={alunos.data.page}
          pageSize={alunos.data.pageSize}
          total={alunos.data.total}
          // Over the cap the server offers only the pages within it (ALUNOS_BUSCA_PAGES).
          totalLabel={alunos.data.totalLimitado ? `mais de ${formatCount(alunos.data.total)} usuários` : undefined}
          onPageChange={setPage}
        />
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        description="Alunos e administradores: assinatura, edital, unidade e acesso."
        actionLabel="Novo Usuário"
        onAction={dialogs.openNew}
      >
        <div className="relative sm:w-72">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Buscar por nome, email, QRA ou WhatsApp"
            placeholder="Nome, email, QRA ou WhatsApp"
            maxLength={ALUNOS_BUSCA_MAX}
            value={busca}
            onChange={(e) => onSearch(e.target.value)}
            className="pl-9"
          />
        </div>
      </AdminListToolbar>
      {content}
      <AlunoFormDialog
        key={dialogs.editing?.item?.id ?? 'novo'}
        open={dialogs.editing !== null}
        aluno={dialogs.editing?.item ?? null}
        selfId={me.id}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
      />
      <DeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Excluir usuário"
        description={(aluno) => alunoMessages.deleteConfirm(aluno.nome)}
        remove={remove}
        successMessage={alunoMessages.deleted}
        failMessage={alunoMessages.deleteFailed}
      />
    </div>
  );
}
