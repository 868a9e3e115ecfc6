import { FileQuestionMark, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api';
import { questaoAdminMessages, type AdminQuestao } from '../../../shared/schemas/admin-questoes';
import { AdminListToolbar } from '../../components/admin/admin-list-toolbar';
import { DeleteConfirmDialog } from '../../components/admin/delete-confirm-dialog';
import { useAdminCatalogo } from '../../components/admin/use-admin-catalogo';
import { useCrudDialogs } from '../../components/admin/use-crud-dialogs';
import { usePageInRange } from '../../components/admin/use-page-in-range';
import { htmlToText } from '../../components/html-content';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useAdminQuestoes, useDeleteQuestao } from '../../components/admin/questao/questoes-api';
import { QuestaoCard } from './components/questao-card';
import { QuestaoFormDialog } from '../../components/admin/questao/questao-form-dialog';
import { QuestoesFilters } from './components/questoes-filters';
import { QuestoesFonteFilters } from './components/questoes-fonte-filters';
import { ListPagination } from '../../components/admin/list-pagination';
import { ExportarQuestoesButton } from './exportar/exportar-questoes-button';
import { ImportarCsvButton } from './importar/importar-csv-button';
import { useQuestoesFilters } from './use-questoes-filters';
import { QuestoesSuspeitas } from './components/questoes-suspeitas';
import { QuestoesVistaTabs, useVistaQuestoes } from './components/questoes-vista-tabs';
import { formatCount } from '../../lib/format';
import { SelecaoLoteBar } from './lote/selecao-lote-bar';
import { useSelecaoLote } from './lote/use-selecao-lote';

const resumo = (q: AdminQuestao) => {
  const text = htmlToText(q.enunciado);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

/**
 * /admin/questoes (SPEC §2 admin panel): the question bank, filtered and paged on the server (a matéria
 * may hold 20,000 questions), with the 'Nova Questão' / 'Editar Questão' modal and delete.
 */
export function AdminQuestoesPage() {
  const catalogo = useAdminCatalogo();
  const filters = useQuestoesFilters();
  const questoes = useAdminQuestoes(filters.query);
  // Deleting the only question of the last page goes back a page, rather than showing an empty list.
  usePageInRange({
    page: filters.page,
    answer: questoes.data,
    isPlaceholderData: questoes.isPlaceholderData,
    setPage: filters.setPage,
  });
  const remove = useDeleteQuestao();
  const dialogs = useCrudDialogs<AdminQuestao>();
  const [vista, setVista] = useVistaQuestoes();
  const selecao = useSelecaoLote(filters.query);

  // The server's own words for a refusal (a page past what a search shows: 400), else 'Erro ao carregar'.
  const listError = questoes.isError ? errorMessage(questoes.error, questaoAdminMessages.loadFailed) : null;
  useEffect(() => {
    if (listError) toast.error(listError);
  }, [listError]);

  if (catalogo.isPending) return <PageLoading label="Carregando questões..." />;
  if (catalogo.isError) {
    return <LoadFailed message={questaoAdminMessages.loadFailed} onRetry={() => void catalogo.refetch()} />;
  }

  const page = questoes.data;
  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        description="Questões das matérias teóricas, usadas nos simulados dos alunos."
        actionLabel="Nova Questão"
        onAction={dialogs.openNew}
      >
        <ImportarCsvButton />
        <ExportarQuestoesButton filtro={filters.query} />
      </AdminListToolbar>
      <QuestoesVistaTabs vista={vista} onVistaChange={setVista} suspeitas={<QuestoesSuspeitas />}>
        <QuestoesFilters catalogo={catalogo.data} state={filters} />
        <QuestoesFonteFilters catalogo={catalogo.data} state={filters} />
        {listError ? (
          <LoadFailed message={listError} onRetry={() => void questoes.refetch()} />
        ) : !page ? (
          <PageLoading label="Carregando questões..." />
        ) : page.total === 0 ? (
          filters.filtered ? (
            <EmptyState
              icon={SearchX}
              title="Nenhuma questão encontrada"
              description="Nenhuma questão corresponde aos filtros ou à busca."
              action={
                <Button variant="outline" onClick={filters.clear}>
                  Limpar filtros
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={FileQuestionMark}
              title="Nenhuma questão cadastrada"
              description="Cadastre a primeira questão de uma matéria teórica para ela aparecer nos simulados."
            />
          )
        ) : (
          <section aria-label="Questões" aria-busy={questoes.isFetching} className="flex flex-col gap-3">
            <div className="flex min-h-5 items-center justify-between gap-2 text-sm text-muted-foreground">
              {/* A search over the cap counts to it (decision 0064): its total is a lower bound. */}
              <span role="status">
                {page.totalLimitado
                  ? questaoAdminMessages.buscaLimitada(page.total)
                  : `${formatCount(page.total)} ${page.total === 1 ? 'questão encontrada' : 'questões encontradas'}`}
              </span>
              {questoes.isFetching ? <Spinner label="Atualizando..." /> : null}
            </div>
            <SelecaoLoteBar
              selecao={selecao}
              pageIds={page.itens.map((q) => q.id)}
              total={page.total}
              totalLimitado={page.totalLimitado}
              catalogo={catalogo.data}
            />
            <ul className="flex flex-col gap-3">
              {page.itens.map((q) => (
                <li key={q.id}>
                  <QuestaoCard
                    questao={q}
                    onEdit={() => dialogs.openEdit(q)}
                    onDelete={() => dialogs.askDelete(q)}
                    selecionada={{
                      checked: selecao.isSelected(q.id),
                      disabled: selecao.selecao.modo === 'filtro',
                      onCheckedChange: (on) => selecao.toggle(q.id, on),
                    }}
                  />
                </li>
              ))}
            </ul>
            {page.total > page.pageSize ? (
              <ListPagination
                label="Paginação das questões"
                noun={['questão', 'questões']}
                page={page.page}
                pageSize={page.pageSize}
                total={page.total}
                // Over the cap the server offers only the pages within it (QUESTOES_BUSCA_PAGES).
                totalLabel={page.totalLimitado ? `mais de ${formatCount(page.total)} questões` : undefined}
                onPageChange={(p) => {
                  filters.setPage(p);
                  window.scrollTo({ top: 0 });
                }}
              />
            ) : null}
          </section>
        )}
      </QuestoesVistaTabs>
      <QuestaoFormDialog
        key={dialogs.editing?.item?.id ?? 'nova'}
        open={dialogs.editing !== null}
        questao={dialogs.editing?.item ?? null}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
      />
      {/* The server names what keeps a question (students' answers, comments, reports). */}
      <DeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title="Excluir questão"
        description={(q) => `Tem certeza que deseja excluir a questão #${q.id} (“${resumo(q)}”)?`}
        remove={remove}
        successMessage={questaoAdminMessages.deleted}
        failMessage={questaoAdminMessages.deleteFailed}
      />
    </div>
  );
}
