import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import { HtmlContent } from '../../components/html-content';
import { PageLoading } from '../../components/load-states';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { useCurrentUser } from '../../lib/session';
import { inNextFrame } from '../../lib/when-idle';
import {
  clearEmAndamento,
  newClientKey,
  nomeDoSimulado,
  readEmAndamento,
  writeEmAndamento,
  type SimuladoEmAndamento,
} from '../../lib/simulados/em-andamento';
import { simuladosKeys } from '../../lib/simulados/keys';
import { useMateriaAccess } from '../../lib/simulados/materia-access';
import { RemoverDaRevisao } from '../../components/revisao/remover-da-revisao';
import { MinhasAnotacoes } from '../../components/cadernos/minhas-anotacoes';
import { SalvarNoCaderno } from '../../components/cadernos/salvar-no-caderno';
import { SaveQueuedPanel } from '../../lib/offline/pending-saves';
import { useOfflineSave, useQueuedFromPlayer } from '../../lib/offline/use-offline-save';
import { isRetryableSaveError, SAVE_SLOW_MS, useSaveSimulado } from './api/save-simulado';
import { Alternativas, revealFocusedAlternativa } from './components/alternativas';
import { BottomBar } from './components/bottom-bar';
import { rotuloDaLetra } from '../../../shared/rules/questao';
import { AnuladaNota, ComentarioProfessor, QuestaoFonteBadges } from '../../components/questao/questao-info';
import { ComentariosSection } from './components/comentarios-section';
import { ConferenciaFeedback, KeyboardHints } from './components/conferencia-feedback';
import type { PlayerModal } from './components/player-dialogs';
import { PlayerHeader } from './components/player-header';
import { QuestaoImagem } from './components/questao-imagem';
import { QuestaoMap } from './components/questao-map';
import {
  isConferida,
  questaoAtual,
  respostaDe,
  respostasParaSalvar,
  simuladoReducer,
  statusOf,
} from './simulado-reducer';
import { usePlayerKeyboard } from './use-player-keyboard';
import { usePrazo } from './use-prazo';

/** SPEC §4/§9: Espiar shows the right alternative for 2 seconds. */
export const SPY_MS = 2000;

const ACCESS_TOAST_ID = 'materia-subscribers-only';

// The four modals (and Radix's dialog with them) are not part of the player's first download: they
// load once the player is idle, or at the student's first click or key press if that comes first
// (docs/decisions/0025). Once loaded they mount, closed (they do nothing while closed), so the first
// opening costs what the next one does; then they stay mounted, so closing plays out as any dialog's does.
const { LazyDialog: PlayerDialogs, preload: preloadPlayerDialogs } = lazyDialog(
  () => import('./components/player-dialogs').then((module) => module.PlayerDialogs),
  { isOpen: (props) => props.modal !== null, close: (props) => props.setModal(null), mountOnceLoaded: true },
);

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

/**
 * /simulados/revisao: the review session (issue 27 §3), played by the same Player. Its questions come
 * from any subject the student may practise (the server chose them and checks again at the save), so
 * there is no subject's access check; without a stored review the student goes back to /simulados.
 */
export function RevisaoSimuladoPage() {
  const user = useCurrentUser();
  const [stored] = useState(() => readEmAndamento(user.id));
  if (stored?.tipo !== 'revisao') return <Navigate to="/simulados" replace />;
  return <Player initial={stored} userId={user.id} />;
}

/**
 * /simulados/caderno/:cadernoId: a caderno played as a simulado (issue 33 §6), by the same Player. Its
 * questions are those of the caderno the student may open (the server chose them and checks again at
 * the save); without a stored copy of this caderno the student goes back to the caderno's page.
 */
export function CadernoSimuladoPage() {
  const user = useCurrentUser();
  const { cadernoId } = useParams();
  const [stored] = useState(() => readEmAndamento(user.id));
  if (stored?.tipo !== 'caderno' || String(stored.caderno?.id) !== cadernoId) {
    return <Navigate to={cadernoId ? `/cadernos/${cadernoId}` : '/cadernos'} replace />;
  }
  return <Player initial={stored} userId={user.id} />;
}

/** The player; once Finalizar queued its save offline, what became of that save (decision 0042). */
function Player(props: { initial: SimuladoEmAndamento; userId: string }) {
  const queued = useQueuedFromPlayer(props.userId);
  if (queued?.clientKey === props.initial.clientKey) return <SaveQueuedPanel {...queued} />;
  return <PlayerScreen {...props} />;
}

function PlayerScreen({ initial, userId }: { initial: SimuladoEmAndamento; userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(simuladoReducer, initial);
  const [modal, setModal] = useState<PlayerModal>(null);
  const [espiando, setEspiando] = useState<{ questaoId: number; at: number } | null>(null);
  const [slowRun, setSlowRun] = useState<number | null>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const shownIndex = useRef(state.indice_atual);
  /** A jump from the question map: the focus follows to the question it shows. */
  const jumped = useRef(false);

  const save = useSaveSimulado();
  const offlineSave = useOfflineSave(userId, nomeDoSimulado(state));

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

  /** The alternative Tab would reach in the question's radio group (the chosen one, or A). */
  const focusQuestao = useCallback(() => {
    questionRef.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
  }, []);

  // A new question starts at its statement, also when the user had scrolled down to the comments.
  useEffect(() => {
    if (shownIndex.current === state.indice_atual) return;
    shownIndex.current = state.indice_atual;
    const el = questionRef.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView?.({ block: 'start' });
    if (jumped.current) focusQuestao();
    jumped.current = false;
    // The alternative the keyboard's focus followed (←/→) may now be under the bar: a focus in sight
    // comes before the statement's top (the statement stays above it).
    revealFocusedAlternativa(el);
  }, [state.indice_atual, focusQuestao]);

  // A timed simulado: its check-ins, and at zero it finishes as Finalizar does (use-prazo.ts).
  const prazo = usePrazo({ state, userId, finalizar: () => finalizar() });
  const locked = saving || prazo.esgotado;

  // On arrival the keyboard starts at the question, not at the top of the page behind the navigation. In the
  // next frame: focusing needs the page's layout, and asked for in this effect the browser laid out the whole
  // player inside React's commit, one long task on a phone just after the question appeared (decision 0074).
  useEffect(() => inNextFrame(focusQuestao), [focusQuestao]);

  const espiar = () => {
    if (conferida || locked) return;
    dispatch({ type: 'espiar' });
    setEspiando({ questaoId: questao.id, at: Date.now() });
  };

  const finalizar = () => {
    setModal(null);
    const body = {
      clientKey: state.clientKey,
      tipo: state.tipo,
      ...(state.materia_id === null ? {} : { materiaId: state.materia_id }),
      ...(state.caderno ? { cadernoId: state.caderno.id } : {}),
      ...(state.sessao ? { sessaoId: state.sessao.id } : {}),
      ...(state.cebraspe ? { cebraspe: true } : {}),
      respostas: respostasParaSalvar(state),
    };
    // No network, or no answer after the retries: the save waits in the browser (lib/offline).
    if (offlineSave.queueIfOffline(body)) return;
    save.mutate(body, {
      onError: (error) => void offlineSave.queueIfUnreachable(body, error),
      onSuccess: ({ id }) => {
        clearEmAndamento(userId);
        void queryClient.invalidateQueries({ queryKey: simuladosKeys.historico() });
        void navigate(`/simulados/resultados/${id}`, { replace: true });
      },
    });
  };

  const reiniciar = () => {
    clearEmAndamento(userId);
    setEspiando(null);
    save.reset();
    dispatch({ type: 'reiniciar', clientKey: newClientKey(), agora: new Date().toISOString() });
    setModal(null);
    window.scrollTo({ top: 0 });
  };

  usePlayerKeyboard(dispatch, modal !== null || locked);

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
      <PlayerHeader
        moduloNome={state.materia?.moduloNome ?? 'Revisão'}
        materiaNome={state.materia?.nome ?? state.caderno?.nome ?? 'Revisão do dia'}
        rotulo={state.caderno ? 'Caderno' : undefined}
        questaoId={questao.id}
        status={status}
        indice={state.indice_atual}
        total={total}
        conferidas={conferidas}
        prazoMs={prazo.prazoMs}
        fonte={<QuestaoFonteBadges questao={questao} />}
      />

      <Card ref={questionRef} className="flex scroll-mt-20 flex-col gap-5 p-4 sm:p-6">
        <HtmlContent
          id="enunciado"
          html={questao.enunciado}
          className="text-base leading-relaxed text-foreground sm:text-[1.05rem]"
        />
        {questao.imagemUrl ? <QuestaoImagem key={questao.id} src={questao.imagemUrl} /> : null}
        <Alternativas
          questao={questao}
          escolhida={escolhida}
          conferida={conferida}
          espiando={spying}
          disabled={locked}
          describedBy="enunciado"
          onEscolher={(letra) => dispatch({ type: 'escolher', letra })}
        />
        <ConferenciaFeedback
          conferida={conferida}
          correta={status === 'correta'}
          spying={spying}
          escolhida={escolhida === undefined ? undefined : rotuloDaLetra(questao.tipo, escolhida)}
          respostaCorreta={rotuloDaLetra(questao.tipo, questao.respostaCorreta)}
          questaoId={questao.id}
        />
        <AnuladaNota questao={questao} />
        {/* The teacher's explanation, only once the student answered or peeked (issue 33 §1). */}
        {conferida || spying ? <ComentarioProfessor comentario={questao.comentario} /> : null}
        {/* The student's own note, where the explanation is (issue 33 §6). */}
        {conferida || spying ? <MinhasAnotacoes key={questao.id} questaoId={questao.id} /> : null}
        {/* A review's question, once conferred, can leave the review for good. */}
        {conferida && state.tipo === 'revisao' ? <RemoverDaRevisao key={questao.id} questaoId={questao.id} /> : null}
        <SalvarNoCaderno questaoId={questao.id} />
        <KeyboardHints tipo={questao.tipo} />
      </Card>

      <QuestaoMap
        state={state}
        onGoTo={(indice) => {
          jumped.current = indice !== state.indice_atual;
          dispatch({ type: 'irPara', indice });
        }}
      />

      {/* The dialogs' code (Comentar, Reportar, Finalizar…) arrives once the first question is on screen,
          while the student reads it, so the first opening is as quick as the next. */}
      <ComentariosSection
        questaoId={questao.id}
        onComentar={() => setModal('comment')}
        onShown={preloadPlayerDialogs}
      />

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
        focusQuestao={focusQuestao}
      />

      <PlayerDialogs
        modal={modal}
        setModal={setModal}
        questaoId={questao.id}
        conferidas={conferidas}
        total={total}
        respondidasSemConferir={respondidasSemConferir}
        onFinalizar={finalizar}
        onReiniciar={reiniciar}
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
