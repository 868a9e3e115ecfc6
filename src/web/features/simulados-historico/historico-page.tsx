import { ChartColumn, ClipboardList, FileQuestionMark, Percent, RotateCcwClock, Trash, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LazyConfirmDialog, preloadConfirmDialog } from '../../components/ui/lazy-confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import { formatAverage } from '../../lib/format';
import { useClearHistorico } from './api/clear-historico';
import { useHistorico } from './api/list-historico';
import { materiasDoModulo, SORT_ORDERS, sortLabels, type SortOrder } from './historico-filters';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { parseId } from '../../lib/parse-id';
import { HistoricoCard } from './components/historico-cards';
import { StatTile } from '../../components/stat-tile';
import { HistoricoPaginacao } from './components/historico-paginacao';

/** /simulados/historico (SPEC §2): summary, filters, sorting, the list (20 per page), and clearing it. */
export function HistoricoPage() {
  const [moduloId, setModuloId] = useState<number | null>(null);
  const [materiaId, setMateriaId] = useState<number | null>(null);
  const [ordem, setOrdem] = useState<SortOrder>('recentes');
  const [pagina, setPagina] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const historico = useHistorico({ moduloId, materiaId, ordem, pagina });
  const clear = useClearHistorico();

  if (historico.isPending) return <PageLoading label="Carregando histórico..." />;
  if (historico.isError) return <LoadFailed onRetry={() => void historico.refetch()} />;

  const { resumo, opcoes, itens, paginas } = historico.data;
  // The options list the subjects the history holds; a student who only did reviews has none of them
  // but a total (no filter can be chosen without an option).
  const hasAny = opcoes.modulos.length > 0 || resumo.total > 0;
  const filtered = moduloId !== null || materiaId !== null;
  const materias = materiasDoModulo(opcoes, moduloId);

  const resetFilters = () => {
    setModuloId(null);
    setMateriaId(null);
    setPagina(1);
  };

  const askClear = () => {
    if (!hasAny) {
      toast.info(messages.clearHistoryNothing);
      return;
    }
    setConfirming(true);
  };

  const doClear = () =>
    clear.mutate(undefined, {
      onSuccess: ({ excluidos }) => {
        setConfirming(false);
        resetFilters();
        if (excluidos === 0) toast.info(messages.clearHistoryNothing);
        else toast.success(messages.clearHistorySuccess);
      },
      onError: () => {
        setConfirming(false);
        toast.error(messages.clearHistoryFailed);
      },
    });

  const clearButton = (
    <Button
      variant="outline"
      onClick={askClear}
      onPointerEnter={preloadConfirmDialog}
      onFocus={preloadConfirmDialog}
      className="text-destructive!"
    >
      <Trash aria-hidden="true" />
      Limpar histórico
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      {!hasAny ? (
        <EmptyState
          icon={RotateCcwClock}
          title="Você ainda não fez nenhum simulado"
          description="Faça seu primeiro simulado para acompanhar suas notas e sua evolução aqui."
          action={
            <div className="flex flex-col items-center gap-3">
              <Link to="/simulados" className={buttonClasses({ size: 'lg' })}>
                <ClipboardList aria-hidden="true" />
                Fazer um simulado
              </Link>
              <Button
                variant="ghost"
                size="sm"
                onClick={askClear}
                onPointerEnter={preloadConfirmDialog}
                onFocus={preloadConfirmDialog}
                className="text-muted-foreground"
              >
                <Trash aria-hidden="true" />
                Limpar histórico
              </Button>
            </div>
          }
        />
      ) : (
        <>
          <section aria-label="Resumo" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatTile icon={ClipboardList} label="Total de simulados" value={String(resumo.total)} />
            <StatTile icon={ChartColumn} label="Média geral" value={formatAverage(resumo.media)} />
            <StatTile icon={Trophy} label="Aproveitamento" value={`${resumo.aproveitamento}%`} />
            <StatTile icon={FileQuestionMark} label="Total de questões" value={String(resumo.totalQuestoes)} />
          </section>
          <p className="-mt-3 flex items-center gap-1.5 text-xs text-muted-foreground">
            <Percent aria-hidden="true" className="size-3.5" />
            Aproveitamento: parte dos simulados com nota 7 ou mais sem contar as questões espiadas
            {filtered ? ', nos filtros escolhidos' : ''}.
          </p>

          <Card className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-end">
            <div className="grid flex-1 gap-3 sm:grid-cols-3">
              <Field id="historico-modulo" label="Módulo">
                <NativeSelect
                  id="historico-modulo"
                  value={moduloId ?? ''}
                  onChange={(e) => {
                    const id = parseId(e.target.value);
                    setModuloId(id);
                    if (id !== null && !materiasDoModulo(opcoes, id).some((m) => m.id === materiaId))
                      setMateriaId(null);
                    setPagina(1);
                  }}
                >
                  <option value="">Todos os módulos</option>
                  {opcoes.modulos.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.nome}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="historico-materia" label="Matéria">
                <NativeSelect
                  id="historico-materia"
                  value={materiaId ?? ''}
                  onChange={(e) => {
                    setMateriaId(parseId(e.target.value));
                    setPagina(1);
                  }}
                >
                  <option value="">Todas as matérias</option>
                  {materias.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.nome}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="historico-ordem" label="Ordenar por">
                <NativeSelect
                  id="historico-ordem"
                  value={ordem}
                  onChange={(e) => {
                    setOrdem(e.target.value as SortOrder);
                    setPagina(1);
                  }}
                >
                  {SORT_ORDERS.map((o) => (
                    <option key={o} value={o}>
                      {sortLabels[o]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            {clearButton}
          </Card>

          {itens.length === 0 ? (
            <EmptyState
              title="Nenhum simulado encontrado para os filtros selecionados."
              action={
                <Button variant="outline" onClick={resetFilters}>
                  Limpar filtros
                </Button>
              }
            />
          ) : (
            <ul
              aria-label="Simulados"
              aria-busy={historico.isPlaceholderData || undefined}
              className={cn('flex flex-col gap-3 transition-opacity', historico.isPlaceholderData && 'opacity-60')}
            >
              {itens.map((item) => (
                <li key={item.id}>
                  <HistoricoCard item={item} />
                </li>
              ))}
            </ul>
          )}

          {paginas > 1 ? <HistoricoPaginacao pagina={pagina} paginas={paginas} onPagina={setPagina} /> : null}
        </>
      )}

      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Limpar histórico"
        description="Tem certeza que deseja excluir todos os seus simulados? Esta ação não pode ser desfeita."
        confirmLabel="Limpar histórico"
        confirmVariant="destructive"
        loading={clear.isPending}
        onConfirm={doClear}
      />
    </div>
  );
}
