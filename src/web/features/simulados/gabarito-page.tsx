import { ClipboardCheck, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { useCorrigirImpresso } from './api/corrigir-impresso';
import { useImpressos } from './api/get-impressos';
import { GabaritoForm } from './components/gabarito-form';

/**
 * /simulados/gabarito, 'Corrigir gabarito' (issue 27 §6): the printed simulados not yet corrected; the
 * chosen one's letters are typed in by number, graded and saved as a simulado, and its results open.
 */
export function GabaritoPage() {
  const navigate = useNavigate();
  const impressos = useImpressos();
  const corrigir = useCorrigirImpresso();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (impressos.isPending) return <PageLoading label="Carregando simulados impressos..." />;
  if (impressos.isError) return <LoadFailed onRetry={() => void impressos.refetch()} />;

  const lista = impressos.data;
  const selected = lista.find((i) => i.id === selectedId) ?? null;
  const voltar = (
    <Link to="/simulados" className={buttonClasses({ variant: 'outline' })}>
      <Printer aria-hidden="true" />
      Imprimir um simulado
    </Link>
  );

  if (lista.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="Nenhum simulado impresso para corrigir"
        description="Em Simulados, escolha a matéria e use “Imprimir simulado”. Depois de responder no papel, volte aqui para digitar as letras e ver a nota."
        action={voltar}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Simulados impressos</CardTitle>
          <CardDescription>
            Escolha o simulado pelo código que aparece no topo do PDF. Cada um é corrigido uma vez e vai para o seu
            histórico.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2">
            {lista.map((impresso) => {
              const active = impresso.id === selectedId;
              return (
                <li key={impresso.id}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => {
                      setSelectedId(impresso.id);
                      corrigir.reset();
                    }}
                    className={cn(
                      'flex w-full flex-col gap-1 rounded-lg border px-4 py-3 text-left transition-colors sm:flex-row sm:items-center sm:justify-between',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                      active
                        ? 'border-primary bg-navy-50 dark:bg-navy-900/50'
                        : 'border-border bg-surface hover:bg-surface-muted',
                    )}
                  >
                    <span className="flex flex-col">
                      <span className="font-semibold text-foreground">{impresso.materia.nome}</span>
                      <span className="text-sm text-muted-foreground">
                        {impresso.questoes} {impresso.questoes === 1 ? 'questão' : 'questões'} · impresso em{' '}
                        {formatDateTime(impresso.data)}
                      </span>
                    </span>
                    <span className="font-mono text-sm font-semibold tracking-wider text-foreground">
                      Código {impresso.codigo}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      {selected ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <span className="inline-flex items-center gap-2">
                <ClipboardCheck aria-hidden="true" className="size-5" />
                {selected.materia.nome} · código {selected.codigo}
              </span>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <GabaritoForm
              key={selected.id}
              impresso={selected}
              pending={corrigir.isPending}
              error={corrigir.error}
              onSubmit={(respostas) =>
                corrigir.mutate(
                  { id: selected.id, respostas },
                  { onSuccess: ({ id }) => void navigate(`/simulados/resultados/${id}`) },
                )
              }
            />
          </CardContent>
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">Escolha um simulado acima para digitar as respostas.</p>
      )}
    </div>
  );
}
