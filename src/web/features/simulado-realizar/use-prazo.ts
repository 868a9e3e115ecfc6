import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../shared/messages';
import { PRAZO_TOLERANCIA_MS } from '../../../shared/rules/simulado';
import { toast } from '../../lib/toast';
import { clearEmAndamento, type SimuladoEmAndamento } from '../../lib/simulados/em-andamento';
import { sendCheckin } from './api/checkin-sessao';

/** How often the player looks at the clock for the deadline (the header's countdown ticks on its own). */
const CHECK_MS = 1000;

export const TEMPO_ESGOTADO_TOAST_ID = 'tempo-esgotado';

/** A timed simulado's deadline on this browser's clock (ms since the epoch), or null without a limit. */
export function prazoLocalMs(sessao: SimuladoEmAndamento['sessao']): number | null {
  if (!sessao?.prazo) return null;
  return Date.parse(sessao.prazo) - sessao.desvioMs;
}

/**
 * A timed simulado in the player (issue 27 §4). The deadline is the server's, kept in the in-progress
 * copy with the offset between the clocks, so a reload or another tab counts down from the same point.
 * Each conferred answer is checked in with the server (fire and forget, retried, silent), also the
 * ones conferred before a reload (a repeat changes nothing). At zero the simulado finishes by itself,
 * once, by the same path as Finalizar; with nothing conferred there is nothing to save, so the copy is
 * dropped and the student goes back to /simulados.
 */
export function usePrazo({
  state,
  userId,
  finalizar,
}: {
  state: SimuladoEmAndamento;
  userId: string;
  finalizar: () => void;
}): { prazoMs: number | null; esgotado: boolean } {
  const navigate = useNavigate();
  const prazoMs = prazoLocalMs(state.sessao);
  const [esgotado, setEsgotado] = useState(() => prazoMs !== null && Date.now() >= prazoMs);
  const finished = useRef(false);

  useEffect(() => {
    if (prazoMs === null) return;
    const timer = setInterval(() => {
      if (Date.now() >= prazoMs) setEsgotado(true);
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, [prazoMs]);

  const finishByTime = useEffectEvent(() => {
    if (state.questoes_conferidas.length > 0) {
      toast.info(messages.tempoEsgotado, { id: TEMPO_ESGOTADO_TOAST_ID });
      finalizar();
      return;
    }
    clearEmAndamento(userId);
    toast.info(messages.tempoEsgotadoSemRespostas, { id: TEMPO_ESGOTADO_TOAST_ID });
    void navigate('/simulados', { replace: true });
  });

  useEffect(() => {
    if (!esgotado || finished.current) return;
    finished.current = true;
    finishByTime();
  }, [esgotado]);

  // Check-ins: every conferred answer once per run of the simulado (a restart is a new run), one at a time.
  const sent = useRef(new Set<string>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const sessaoId = state.sessao?.id;
  useEffect(() => {
    if (sessaoId === undefined || prazoMs === null) return;
    for (const questaoId of state.questoes_conferidas) {
      const key = `${state.clientKey}:${questaoId}`;
      const resposta = state.respostas[String(questaoId)];
      if (sent.current.has(key) || resposta === undefined) continue;
      sent.current.add(key);
      // Past the deadline and its grace the server would not count it anyway.
      if (Date.now() > prazoMs + PRAZO_TOLERANCIA_MS) continue;
      const body = { questaoId, resposta, espiada: state.espiadas.includes(questaoId) };
      queue.current = queue.current.then(() => sendCheckin(sessaoId, body));
    }
  }, [sessaoId, prazoMs, state.clientKey, state.questoes_conferidas, state.respostas, state.espiadas]);

  return { prazoMs, esgotado };
}
