import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../shared/messages';
import { HtmlContent } from '../../components/html-content';
import { PageLoading } from '../../components/load-states';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/session';
import {
  clearEmAndamento,
  newClientKey,
  readEmAndamento,
  writeEmAndamento,
  type SimuladoEmAndamento,
} from '../../lib/simulados/em-andamento';
import { simuladosKeys } from '../../lib/simulados/keys';
import { useMateriaAccess } from '../../lib/simulados/materia-access';
import { useAddComentario } from './api/add-comentario';
import { useCreateReport } from './api/create-report';
import { isRetryableSaveError, SAVE_SLOW_MS, useSaveSimulado } from './api/save-simulado';
import { Alternativas } from './components/alternativas';
import { BottomBar } from './components/bottom-bar';
import { ComentariosSection } from './components/comentarios-section';
import { QuestaoImagem } from './components/questao-imagem';
import { QuestaoMap } from './components/questao-map';
import { TextFormDialog } from './components/text-form-dialog';
import {
  isConferida,
  questaoAtual,
  respostaDe,
  respostasParaSalvar,
  simuladoReducer,
  statusLabels,
  statusOf,
  type QuestaoStatus,
} from './simulado-reducer';

/** SPEC §4/§9: Espiar shows the right alternative for 2 seconds. */
export const SPY_MS = 2000;

const statusTones: Record<QuestaoStatus, BadgeTone> = {
  nao_respondida: 'neutral',
  nao_conferida: 'warning',
  correta: 'success',
  incorreta: 'danger',
};

type Modal = 'report' | 'comment' | 'finish' | 'restart' | null;

/** Keys typed into these keep their own meaning. */
const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

const ACCESS_TOAST_ID = 'materia-subscribers-only';

/**
 * /simulados/realizar/:materiaId. First the access check (SPEC §1): a premium subject without an
 * active subscription goes to /assinatura, also when a copy of it is in progress. Then the player runs
 * on the in-progress copy in localStorage; without one for this subject there is nothing to play, so
 * the user goes back to /simulados (SPEC §2).
 */
export function RealizarSimuladoPage() {
  const user = useCurrentUser();
  const { materiaId } = useParams();
  const access = useMateriaAccess(user, Number(materiaId));
  const [stored] = useState(() => readEmAndamento(user.id));

  useEffect(() => {
    if (access === 'subscription-required') toast.error(messages.subscribersOnly, { id: ACCESS_TOAST_ID });
  }, [access]);

  if (access === 'checking') return <PageLoading label="Verificando acesso à matéria..." />;
  if (access === 'subscription-required') return <Navigate to="/assinatura" replace />;
  if (!stored || String(stored.materia_id) !== materiaId) return <Navigate to="/simulados" replace />;
  return <Player initial={stored} userId={user.id} />;
}

function Player({ initial, userId }: { initial: SimuladoEmAndamento; userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(simuladoReducer, initial);
  const [modal, setModal] = useState<Modal>(null);
  const [espiando, setEspiando] = useState<{ questaoId: number; at: number } | null>(null);
  const [slowRun, setSlowRun] = useState<number | null>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const shownIndex = useRef(state.indice_atual);

  const save = useSaveSimulado();
  const addComentario = useAddComentario();
  const createReport = useCreateReport();

  const questao = questaoAtual(state);
  const total = state.questoes.length;
  const conferidas = state.questoes_conferidas.length;
  const escolhida = respostaDe(state, questao.id);
  const conferida = isConferida(state, questao.id);
  const status = statusOf(state, questao.id);
  const saving = save.isPending;
  const spying = espiando?.questaoId === questao.id;
  const respondidasSemConferir = Object.keys(state.respostas).filter(
    (id) => !state.questoes_conferidas.includes(Number(id)),
  ).length;

  // Every change is written at once: a reload, a closed tab or a dead battery loses nothing.
  useEffect(() => {
    writeEmAndamento(userId, state);
  }, [userId, state]);

  useEffect(() => {
    if (espiando === null) return;
    const timer = setTimeout(() => setEspiando(null), SPY_MS);
    return () => clearTimeout(timer);
  }, [espiando]);

  useEffect(() => {
    if (!save.isPending) return;
    const run = save.submittedAt;
    const timer = setTimeout(() => setSlowRun(run), SAVE_SLOW_MS);
    return () => clearTimeout(timer);
  }, [save.isPending, save.submittedAt]);
  const slow = save.isPending && slowRun === save.submittedAt;

  // A new question starts at its statement, also when the user had scrolled down to the comments.
  useEffect(() => {
    if (shownIndex.current === state.indice_atual) return;
    shownIndex.current = state.indice_atual;
    const el = questionRef.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView?.({ block: 'start' });
  }, [state.indice_atual]);

  const locked = saving;

  const espiar = () => {
    if (conferida || locked) return;
    dispatch({ type: 'espiar' });
    setEspiando({ questaoId: questao.id, at: Date.now() });
  };

  const finalizar = () => {
    setModal(null);
    save.mutate(
      { clientKey: state.clientKey, materiaId: state.materia_id, respostas: respostasParaSalvar(state) },
      {
        onSuccess: ({ id }) => {
          clearEmAndamento(userId);
          void queryClient.invalidateQueries({ queryKey: simuladosKeys.historico() });
          void navigate(`/simulados/resultados/${id}`, { replace: true });
        },
      },
    );
  };

  const reiniciar = () => {
    clearEmAndamento(userId);
    setEspiando(null);
    save.reset();
    dispatch({ type: 'reiniciar', clientKey: newClientKey(), agora: new Date().toISOString() });
    setModal(null);
    window.scrollTo({ top: 0 });
  };

  // Keyboard play: A–E choose, Enter confers, ←/→ move. Not while a modal or a text field has focus.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (modal !== null || locked || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TEXT_ENTRY) || target?.closest('[role="dialog"]')) return;
      const key = event.key;
      if (/^[a-e]$/i.test(key)) {
        event.preventDefault();
        dispatch({ type: 'escolher', letra: key.toUpperCase() as 'A' | 'B' | 'C' | 'D' | 'E' });
      } else if (key === 'Enter') {
        // Enter on a focused button or link keeps its own meaning, except on an alternative.
        const control = target?.closest('button, a, summary, [role="button"]');
        if (control && control.getAttribute('role') !== 'radio') return;
        event.preventDefault();
        dispatch({ type: 'conferir' });
      } else if (key === 'ArrowLeft') {
        event.preventDefault();
        dispatch({ type: 'anterior' });
      } else if (key === 'ArrowRight') {
        event.preventDefault();
        dispatch({ type: 'proxima' });
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [modal, locked]);

  const saveNotice = slow ? (
    <Alert tone="warning" role="status" action={<RetryButton onClick={finalizar} />}>
      {messages.saveSlow}
    </Alert>
  ) : save.isError ? (
    <Alert tone="error" action={<RetryButton onClick={finalizar} />}>
      {isRetryableSaveError(save.error) ? messages.saveRetriesExhausted : errorMessage(save.error, messages.saveFailed)}
    </Alert>
  ) : null;

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <Card className="flex flex-col gap-3 p-3.5 sm:gap-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="primary">Módulo {state.materia.moduloNome}</Badge>
          <Badge tone="accent">{state.materia.nome}</Badge>
          <Badge tone="outline">Questão #{questao.id}</Badge>
          <Badge tone={statusTones[status]} className="sm:ml-auto" role="status" aria-label="Situação da questão">
            {statusLabels[status]}
          </Badge>
        </div>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold">
              Questão {state.indice_atual + 1} de {total}
            </span>
            <span className="text-muted-foreground tabular-nums">
              {conferidas}/{total} conferidas
            </span>
          </div>
          <div
            role="progressbar"
            aria-label="Questões conferidas"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={conferidas}
            aria-valuetext={`${conferidas} de ${total} questões conferidas`}
            className="relative h-2.5 overflow-hidden rounded-full bg-surface-muted"
          >
            <div
              className="h-full rounded-full bg-emerald-500 transition-[width] duration-300"
              style={{ width: `${(conferidas / total) * 100}%` }}
            />
            <div
              aria-hidden="true"
              className="absolute top-0 h-full w-1 rounded-full bg-primary dark:bg-gold-400"
              style={{ left: `calc(${((state.indice_atual + 0.5) / total) * 100}% - 2px)` }}
            />
          </div>
        </div>
      </Card>

      <Card ref={questionRef} className="flex scroll-mt-20 flex-col gap-5 p-4 sm:p-6">
        <HtmlContent
          id="enunciado"
          html={questao.enunciado}
          className="text-base leading-relaxed text-foreground sm:text-[1.05rem]"
        />
        {questao.imagemUrl ? <QuestaoImagem key={questao.id} src={questao.imagemUrl} /> : null}
        <Alternativas
          key={questao.id}
          questao={questao}
          escolhida={escolhida}
          conferida={conferida}
          espiando={spying}
          disabled={locked}
          describedBy="enunciado"
          onEscolher={(letra) => dispatch({ type: 'escolher', letra })}
        />
        <div aria-live="polite" className="empty:hidden">
          {conferida ? (
            <p
              className={cn(
                'flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm font-medium',
                status === 'correta'
                  ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200'
                  : 'bg-red-50 text-red-900 dark:bg-red-500/10 dark:text-red-200',
              )}
            >
              {status === 'correta' ? (
                <>
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
                  Resposta correta!
                </>
              ) : (
                <>
                  <CircleX aria-hidden="true" className="size-5 shrink-0" />
                  Você marcou {escolhida}. A resposta correta é {questao.respostaCorreta}.
                </>
              )}
            </p>
          ) : spying ? (
            <p className="sr-only">A alternativa correta é {questao.respostaCorreta}.</p>
          ) : null}
        </div>
        <p className="hidden flex-wrap items-center gap-x-3 gap-y-1 border-t border-border pt-3 text-xs text-muted-foreground sm:pointer-fine:flex">
          <span>Atalhos:</span>
          <span>
            <KeyHint>A</KeyHint>–<KeyHint>E</KeyHint> escolhem
          </span>
          <span>
            <KeyHint>Enter</KeyHint> confere
          </span>
          <span>
            <KeyHint>←</KeyHint> <KeyHint>→</KeyHint> navegam
          </span>
        </p>
      </Card>

      <QuestaoMap state={state} onGoTo={(indice) => dispatch({ type: 'irPara', indice })} />

      <ComentariosSection questaoId={questao.id} onComentar={() => setModal('comment')} />

      <BottomBar
        canPrev={state.indice_atual > 0}
        canNext={state.indice_atual < total - 1}
        canConferir={escolhida !== undefined && !conferida}
        canEspiar={!conferida}
        canFinalizar={conferidas > 0}
        saving={saving}
        locked={locked}
        notice={saveNotice}
        onPrev={() => dispatch({ type: 'anterior' })}
        onNext={() => dispatch({ type: 'proxima' })}
        onConferir={() => dispatch({ type: 'conferir' })}
        onEspiar={espiar}
        onReportar={() => setModal('report')}
        onComentar={() => setModal('comment')}
        onReiniciar={() => setModal('restart')}
        onFinalizar={() => setModal('finish')}
      />

      <TextFormDialog
        open={modal === 'report'}
        onOpenChange={(open) => setModal(open ? 'report' : null)}
        title="Reportar erro"
        description={`Encontrou um problema na questão #${questao.id}? Descreva o erro para a nossa equipe revisar.`}
        label="Descrição do erro"
        placeholder="Ex.: a alternativa correta está errada, o enunciado tem um erro de digitação..."
        requiredMessage={messages.reportRequired}
        submitLabel="Enviar report"
        pending={createReport.isPending}
        onSubmit={(descricao) =>
          createReport.mutateAsync({ questaoId: questao.id, descricao }).then(
            () => toast.success(messages.reportSent),
            (error: unknown) => {
              toast.error(messages.reportFailed);
              throw error;
            },
          )
        }
      />
      <TextFormDialog
        open={modal === 'comment'}
        onOpenChange={(open) => setModal(open ? 'comment' : null)}
        title="Adicionar comentário"
        description={`Compartilhe uma dica ou dúvida sobre a questão #${questao.id}.`}
        label="Comentário"
        placeholder="Escreva seu comentário..."
        requiredMessage={messages.comentarioRequired}
        submitLabel="Publicar comentário"
        pending={addComentario.isPending}
        onSubmit={(comentario) =>
          addComentario.mutateAsync({ questaoId: questao.id, comentario }).then(
            () => toast.success(messages.commentAdded),
            (error: unknown) => {
              toast.error(messages.commentAddFailed);
              throw error;
            },
          )
        }
      />
      <ConfirmDialog
        open={modal === 'finish'}
        onOpenChange={(open) => setModal(open ? 'finish' : null)}
        title="Finalizar Simulado"
        description={
          <>
            Você conferiu <strong className="text-foreground">{conferidas}</strong> de {total}{' '}
            {total === 1 ? 'questão' : 'questões'}. Apenas as questões conferidas entram na sua nota.
            {respondidasSemConferir > 0
              ? ` ${respondidasSemConferir} ${respondidasSemConferir === 1 ? 'questão respondida ainda não foi conferida e não será contada' : 'questões respondidas ainda não foram conferidas e não serão contadas'}.`
              : ''}
          </>
        }
        confirmLabel="Finalizar"
        onConfirm={finalizar}
      />
      <ConfirmDialog
        open={modal === 'restart'}
        onOpenChange={(open) => setModal(open ? 'restart' : null)}
        title="Reiniciar Simulado"
        description="Todas as respostas deste simulado serão apagadas e você recomeçará as mesmas questões desde a primeira. Deseja continuar?"
        confirmLabel="Reiniciar"
        confirmVariant="destructive"
        onConfirm={reiniciar}
      />
    </div>
  );
}

function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onClick}>
      Tentar novamente
    </Button>
  );
}

function KeyHint({ children }: { children: string }) {
  return (
    <kbd className="inline-flex min-w-5 items-center justify-center rounded border border-border bg-surface-muted px-1 font-sans text-[0.7rem] leading-4 font-semibold">
      {children}
    </kbd>
  );
}
