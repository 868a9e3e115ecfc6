import { ArrowLeft, BookMarked, FileSearch, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CadernoItem, OrdemCaderno } from '../../../shared/schemas/cadernos';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmAndamentoDialog } from '../../components/simulados/em-andamento-dialog';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { NativeSelect } from '../../components/ui/select';
import { errorMessage, isApiError } from '../../lib/api';
import { useRemoveQuestao } from '../../lib/cadernos/caderno-questoes';
import { useDeleteCaderno, useRenameCaderno } from '../../lib/cadernos/write-caderno';
import { useCurrentUser } from '../../lib/session';
import { clearEmAndamento, readEmAndamento, type SimuladoEmAndamento } from '../../lib/simulados/em-andamento';
import { emAndamentoPath } from '../../lib/simulados/start-simulado';
import { toast } from '../../lib/toast';
import { useCadernoPage } from './api/get-caderno-page';
import { useStartCaderno } from './api/start-caderno';
import { CadernoNomeDialog } from './components/caderno-nome-dialog';
import { CadernoQuestaoItem } from './components/caderno-questao-item';
import { questoesLabel } from './components/questoes-label';

const ORDEM_LABELS: Record<OrdemCaderno, string> = {
  aleatoria: 'Aleatória',
  recentes: 'Mais recentes primeiro',
  antigas: 'Mais antigas primeiro',
};

/** /cadernos/:cadernoId — one caderno: its questions (newest first), play, rename, delete. */
export function CadernoPage() {
  const id = Number(useParams().cadernoId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useCadernoPage(id, { enabled: valid });

  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <EmptyState
        icon={FileSearch}
        title="Caderno não encontrado."
        description="Ele pode ter sido excluído ou não pertencer à sua conta."
        action={
          <Link to="/cadernos" className={buttonClasses({ variant: 'primary' })}>
            <BookMarked aria-hidden="true" />
            Ver meus cadernos
          </Link>
        }
      />
    );
  }
  if (query.isPending) return <PageLoading label="Carregando caderno..." />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <CadernoView id={id} query={query} />;
}

type Query = ReturnType<typeof useCadernoPage>;

function CadernoView({ id, query }: { id: number; query: Query & { data: NonNullable<Query['data']> } }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const caderno = query.data.pages[0]!.caderno;
  const itens: CadernoItem[] = query.data.pages.flatMap((p) => p.itens);
  const rename = useRenameCaderno();
  const remove = useDeleteCaderno();
  const removeQuestao = useRemoveQuestao();
  const start = useStartCaderno();
  const [ordem, setOrdem] = useState<OrdemCaderno>('aleatoria');
  const [dialog, setDialog] = useState<'renomear' | 'excluir' | null>(null);
  const [emAndamento, setEmAndamento] = useState<SimuladoEmAndamento | null>(null);

  const resolver = () => {
    const stored = readEmAndamento(user.id);
    if (stored) setEmAndamento(stored);
    else start.mutate({ id, ordem });
  };

  const excluir = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(`Caderno “${caderno.nome}” excluído.`);
        void navigate('/cadernos', { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="flex flex-col gap-6">
      <Link to="/cadernos" className={buttonClasses({ variant: 'link', className: 'self-start' })}>
        <ArrowLeft aria-hidden="true" />
        Meus cadernos
      </Link>

      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl font-bold tracking-tight break-words">{caderno.nome}</h2>
          <p className="text-sm text-muted-foreground">{questoesLabel(caderno.questoes)}</p>
        </div>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              Ordem das questões
              <NativeSelect
                value={ordem}
                onChange={(e) => setOrdem(e.target.value as OrdemCaderno)}
                className="sm:w-64"
              >
                {Object.entries(ORDEM_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <Button size="lg" onClick={resolver} loading={start.isPending} disabled={caderno.questoes === 0}>
              {start.isPending ? null : <Play aria-hidden="true" />}
              Resolver caderno
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDialog('renomear')}>
              <Pencil aria-hidden="true" />
              Renomear
            </Button>
            <Button variant="outline" onClick={() => setDialog('excluir')} className="text-destructive!">
              <Trash2 aria-hidden="true" />
              Excluir
            </Button>
          </div>
        </div>
      </Card>

      {itens.length === 0 ? (
        <EmptyState
          icon={BookMarked}
          title="Este caderno ainda não tem questões"
          description="Use 'Salvar no caderno' ao resolver uma questão, no resultado de um simulado ou na revisão."
          action={
            <Link to="/simulados" className={buttonClasses({ variant: 'primary' })}>
              Ir para simulados
            </Link>
          }
        />
      ) : (
        <section aria-label="Questões do caderno" className="flex flex-col gap-3">
          <ol className="flex flex-col gap-3">
            {itens.map((item) => (
              <li key={item.questaoId}>
                <CadernoQuestaoItem
                  item={item}
                  removendo={removeQuestao.isPending && removeQuestao.variables.questaoId === item.questaoId}
                  onRemover={() =>
                    removeQuestao.mutate(
                      { cadernoId: id, questaoId: item.questaoId },
                      {
                        onSuccess: () => toast.success('Questão removida do caderno.'),
                        onError: (error) => toast.error(errorMessage(error)),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ol>
          {query.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Carregar mais questões
            </Button>
          ) : null}
        </section>
      )}

      {dialog === 'renomear' ? (
        <CadernoNomeDialog
          open
          onOpenChange={(open) => setDialog(open ? 'renomear' : null)}
          caderno={caderno}
          saving={rename.isPending}
          onSave={async (nome) => {
            await rename.mutateAsync({ id, nome });
            toast.success('Caderno renomeado.');
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'excluir'}
        onOpenChange={(open) => setDialog(open ? 'excluir' : null)}
        title="Excluir caderno"
        description={`Tem certeza que deseja excluir o caderno “${caderno.nome}”? As questões saem do caderno; os simulados já feitos continuam no seu histórico.`}
        confirmLabel="Excluir"
        confirmVariant="destructive"
        loading={remove.isPending}
        onConfirm={excluir}
      />
      {emAndamento ? (
        <EmAndamentoDialog
          open
          onOpenChange={(open) => !open && setEmAndamento(null)}
          simulado={emAndamento}
          alternativa="novo"
          onContinue={() => void navigate(emAndamentoPath(emAndamento))}
          onStart={() => {
            clearEmAndamento(user.id);
            setEmAndamento(null);
            start.mutate({ id, ordem });
          }}
        />
      ) : null}
    </div>
  );
}
