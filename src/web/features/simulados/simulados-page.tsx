import { CirclePlay, ClipboardList, Play } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MateriaResumo, QuestaoFiltros, TipoFiltro } from '../../../shared/schemas/simulados';
import { MateriaAccessBadge } from '../../components/materia-access-badge';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/select';
import { RevisarHojeCard } from '../../components/revisao/revisar-hoje-card';
import { useCurrentUser } from '../../lib/session';
import { nomeDoSimulado } from '../../lib/simulados/em-andamento';
import { emAndamentoPath, useStartSimulado } from '../../lib/simulados/start-simulado';
import { useOpcoes } from './api/get-opcoes';
import { AssinaturaPromo } from './components/assinatura-promo';
import { AulasToggle } from './components/aulas-toggle';
import { anoErro, FiltrosQuestoes } from './components/filtros-questoes';
import { ShortcutCards } from './components/shortcut-cards';
import { QuantidadeTipoFields, tipoLabels } from './components/quantidade-tipo-fields';
import { tempoDeProvaLabel } from './components/tempo-de-prova-select';
import { ImprimirSimulado } from './components/imprimir-simulado';
import { useEmAndamento } from './use-em-andamento';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { parseId } from '../../lib/parse-id';

// Only a student with a simulado in progress sees this dialog: the others do not download it (nor
// Radix's dialog) with the page (docs/decisions/0025).
const EmAndamentoDialog = lazy(() =>
  import('../../components/simulados/em-andamento-dialog').then((module) => ({ default: module.EmAndamentoDialog })),
);

/** /simulados: configure and start a simulado (SPEC §2). `?materia={id}` preselects a subject. */
export function SimuladosPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const opcoes = useOpcoes();

  const { emAndamento, dialogOpen, onDialogOpenChange, startOrAsk, discard } = useEmAndamento(user.id);

  const [moduloId, setModuloId] = useState<number | null>(null);
  const [materiaId, setMateriaId] = useState<number | null>(() => parseId(searchParams.get('materia')));
  const [aulaIds, setAulaIds] = useState<number[]>([]);
  const [quantidade, setQuantidade] = useState<number>(10);
  const [tipo, setTipo] = useState<TipoFiltro>('todas');
  const [minutosPorQuestao, setMinutosPorQuestao] = useState<number | null>(null);
  // The remembered filters (issue 33 §2) until the student changes them here.
  const [filtrosEscolhidos, setFiltros] = useState<QuestaoFiltros | null>(null);
  const [cebraspe, setCebraspe] = useState(false);
  const [emptyMessage, setEmptyMessage] = useState<string | null>(null);

  const start = useStartSimulado({ onEmpty: setEmptyMessage });

  if (opcoes.isPending) return <PageLoading label="Carregando opções do simulado..." />;
  if (opcoes.isError) return <LoadFailed onRetry={() => void opcoes.refetch()} />;

  const { assinante, modulos, materias, aulas, bancas } = opcoes.data;
  const filtros = filtrosEscolhidos ?? opcoes.data.filtros;
  const filtrosInvalidos = anoErro(filtros) !== null;
  const materia: MateriaResumo | undefined = materias.find((m) => m.id === materiaId);
  const materiasDoModulo = moduloId === null ? materias : materias.filter((m) => m.moduloId === moduloId);
  const aulasDaMateria = materia
    ? aulas.filter((a) => a.materiaId === materia.id).sort((a, b) => a.ordem - b.ordem)
    : [];

  const changed = () => setEmptyMessage(null);

  const selectMateria = (id: number | null) => {
    setMateriaId(id);
    setAulaIds([]);
    changed();
  };

  const selectModulo = (id: number | null) => {
    setModuloId(id);
    if (id !== null && materia && materia.moduloId !== id) selectMateria(null);
    changed();
  };

  const doStart = () => {
    if (!materia || filtrosInvalidos) return;
    setEmptyMessage(null);
    start.mutate({
      materiaId: materia.id,
      aulaIds,
      quantidade,
      tipo,
      ...(minutosPorQuestao === null ? {} : { minutosPorQuestao }),
      filtros,
      cebraspe,
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!materia || start.isPending || filtrosInvalidos) return;
    startOrAsk(doStart);
  };

  if (materias.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title="Nenhuma matéria disponível"
        description="Ainda não há matérias teóricas para simulados."
      />
    );
  }

  const form = (
    <Card>
      <CardHeader>
        <CardTitle>Monte seu simulado</CardTitle>
        <CardDescription>Escolha a matéria, as aulas e quantas questões quer responder.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Configurar simulado">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="simulado-modulo" label="Módulo">
              <NativeSelect
                id="simulado-modulo"
                value={moduloId ?? ''}
                onChange={(e) => selectModulo(parseId(e.target.value))}
              >
                <option value="">Todos os módulos</option>
                {modulos.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.nome}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="simulado-materia" label="Matéria">
              <NativeSelect
                id="simulado-materia"
                value={materia?.id ?? ''}
                onChange={(e) => selectMateria(parseId(e.target.value))}
              >
                <option value="">Selecione uma matéria</option>
                {materiasDoModulo.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.nome} — {m.isFree ? 'Gratuita' : 'Premium'}
                  </option>
                ))}
              </NativeSelect>
              {assinante ? null : (
                <p className="text-xs text-muted-foreground">
                  Plano gratuito: só as matérias gratuitas.{' '}
                  <Link to="/assinatura" className="font-semibold text-link hover:underline">
                    Assine para liberar as Premium
                  </Link>
                </p>
              )}
            </Field>
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Aulas</legend>
            {!materia ? (
              <p className="text-sm text-muted-foreground">Escolha uma matéria para ver as aulas.</p>
            ) : aulasDaMateria.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Esta matéria não tem aulas: o simulado usa todas as questões.
              </p>
            ) : (
              <AulasToggle
                aulas={aulasDaMateria}
                selected={aulaIds}
                onToggle={(id) => {
                  setAulaIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
                  changed();
                }}
                onClear={() => {
                  setAulaIds([]);
                  changed();
                }}
              />
            )}
          </fieldset>

          <QuantidadeTipoFields
            quantidade={quantidade}
            onQuantidade={(n) => {
              setQuantidade(n);
              changed();
            }}
            tipo={tipo}
            onTipo={(t) => {
              setTipo(t);
              changed();
            }}
            minutosPorQuestao={minutosPorQuestao}
            onMinutosPorQuestao={setMinutosPorQuestao}
          />

          <FiltrosQuestoes
            bancas={bancas}
            value={filtros}
            onChange={(next) => {
              setFiltros(next);
              changed();
            }}
            cebraspe={cebraspe}
            onCebraspeChange={setCebraspe}
          />

          {emptyMessage ? (
            <Alert tone="warning" role="status">
              {emptyMessage}
            </Alert>
          ) : null}

          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {materia ? (
                <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
                  <span className="font-semibold text-foreground">{materia.nome}</span>
                  <MateriaAccessBadge isFree={materia.isFree} />
                  <span>
                    · {quantidade === 500 ? 'até 500' : quantidade} questões · {tipoLabels[tipo]}
                    {minutosPorQuestao === null ? null : ` · ${tempoDeProvaLabel(minutosPorQuestao)}`}
                  </span>
                </span>
              ) : (
                'Escolha uma matéria para começar.'
              )}
            </p>
            <Button
              type="submit"
              size="lg"
              disabled={!materia || filtrosInvalidos}
              loading={start.isPending}
              className="w-full sm:w-auto"
            >
              {start.isPending ? null : <Play aria-hidden="true" />}
              Iniciar Simulado
            </Button>
          </div>

          <ImprimirSimulado
            materiaId={materia?.id ?? null}
            aulaIds={aulaIds}
            quantidade={quantidade}
            tipo={tipo}
            filtros={filtros}
          />
        </form>
      </CardContent>
    </Card>
  );

  return (
    <div className="flex flex-col gap-6">
      {emAndamento && !dialogOpen ? (
        <Alert
          tone="info"
          title="Você tem um simulado em andamento"
          action={
            <Link to={emAndamentoPath(emAndamento)} className={buttonClasses({ size: 'sm' })}>
              <CirclePlay aria-hidden="true" />
              Continuar simulado
            </Link>
          }
        >
          {nomeDoSimulado(emAndamento)}: {emAndamento.questoes_conferidas.length} de {emAndamento.questoes.length}{' '}
          questões conferidas.
        </Alert>
      ) : null}

      <RevisarHojeCard />

      <ShortcutCards
        tipo={tipo}
        onChange={(t) => {
          setTipo(t);
          changed();
        }}
      />

      {assinante ? (
        form
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {form}
          <AssinaturaPromo
            gratuitas={materias.filter((m) => m.isFree)}
            selectedId={materia?.id ?? null}
            onPick={(m) => {
              setModuloId(null);
              selectMateria(m.id);
              document.getElementById('simulado-materia')?.focus();
            }}
          />
        </div>
      )}

      {emAndamento ? (
        <Suspense fallback={null}>
          <EmAndamentoDialog
            simulado={emAndamento}
            alternativa="novo"
            openedOnArrival
            open={dialogOpen}
            onOpenChange={onDialogOpenChange}
            onContinue={() => void navigate(emAndamentoPath(emAndamento))}
            onStart={() => discard(doStart)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
