import { AlarmClock, Timer } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { statusLabels, type QuestaoStatus } from '../simulado-reducer';

const statusTones: Record<QuestaoStatus, BadgeTone> = {
  nao_respondida: 'neutral',
  nao_conferida: 'warning',
  correta: 'success',
  incorreta: 'danger',
};

/**
 * The top card of the player: module, subject, question id and status, the countdown of a timed
 * simulado, and the progress bar.
 */
export function PlayerHeader({
  moduloNome,
  materiaNome,
  questaoId,
  status,
  indice,
  total,
  conferidas,
  prazoMs = null,
  fonte = null,
  rotulo = `Módulo ${moduloNome}`,
}: {
  moduloNome: string;
  /** The first badge: 'Módulo …' unless told ('Caderno' for a caderno's simulado). */
  rotulo?: string;
  materiaNome: string;
  questaoId: number;
  status: QuestaoStatus;
  indice: number;
  total: number;
  conferidas: number;
  /** A timed simulado's deadline on this browser's clock (use-prazo.ts); null without a limit. */
  prazoMs?: number | null;
  /** Where the question came from and its marks (issue 33 §2, §5), beside the other badges. */
  fonte?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-3.5 sm:gap-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{rotulo}</Badge>
        <Badge tone="accent">{materiaNome}</Badge>
        <Badge tone="outline">Questão #{questaoId}</Badge>
        {fonte}
        <Badge tone={statusTones[status]} className="sm:ml-auto" role="status" aria-label="Situação da questão">
          {statusLabels[status]}
        </Badge>
        {prazoMs === null ? null : <Cronometro prazoMs={prazoMs} />}
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-semibold">
            Questão {indice + 1} de {total}
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
            style={{ left: `calc(${((indice + 0.5) / total) * 100}% - 2px)` }}
          />
        </div>
      </div>
    </Card>
  );
}

/** The last minute is shown as urgent; these marks are announced (politely) as they pass. */
export const URGENTE_MS = 60_000;
export const AVISOS_MS = [5 * 60_000, 60_000] as const;

/** 'mm:ss', or 'h:mm:ss' from an hour up; rounded up, so 00:00 is shown only at the deadline. */
export function formatRestante(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The spoken time left, for the timer's accessible text. */
function falado(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = [
    h > 0 ? `${h} ${h === 1 ? 'hora' : 'horas'}` : null,
    m > 0 ? `${m} ${m === 1 ? 'minuto' : 'minutos'}` : null,
    s > 0 || total === 0 ? `${s} ${s === 1 ? 'segundo' : 'segundos'}` : null,
  ];
  return parts.filter(Boolean).join(' e ');
}

function aviso(mark: number): string {
  return mark === 60_000 ? 'Falta 1 minuto de prova.' : `Faltam ${mark / 60_000} minutos de prova.`;
}

/**
 * The countdown of a timed simulado, from the deadline (so a reload or another tab shows the same
 * time). It ticks on the second of the deadline in a component of its own, so the question above does
 * not render again every second. The timer itself is not live (role="timer"); only the 5-minute and
 * 1-minute marks are announced, in a polite live region, when the countdown passes them.
 */
export function Cronometro({ prazoMs }: { prazoMs: number }) {
  const [agora, setAgora] = useState(() => Date.now());
  const [falar, setFalar] = useState('');

  useEffect(() => {
    let antes = prazoMs - Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      const restante = prazoMs - now;
      const passou = AVISOS_MS.find((mark) => antes > mark && restante <= mark);
      if (passou !== undefined) setFalar(aviso(passou));
      antes = restante;
      setAgora(now);
      if (restante <= 0) return;
      // The next change of the shown second (the countdown rounds up).
      timer = setTimeout(tick, restante % 1000 || 1000);
    };
    timer = setTimeout(tick, (prazoMs - Date.now()) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [prazoMs]);

  const restante = prazoMs - agora;
  const esgotado = restante <= 0;
  const urgente = restante <= URGENTE_MS;
  const Icon = urgente ? AlarmClock : Timer;
  return (
    <>
      <div
        role="timer"
        aria-label="Tempo restante"
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold tabular-nums',
          urgente
            ? 'bg-red-100 text-red-800 ring-1 ring-red-300 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-400/50'
            : 'bg-surface-muted text-foreground',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cn('size-4 shrink-0', urgente && !esgotado && 'motion-safe:animate-pulse')}
        />
        <span aria-hidden="true">{formatRestante(restante)}</span>
        <span className="sr-only">{esgotado ? 'Tempo esgotado' : `${falado(restante)} restantes`}</span>
      </div>
      <p role="status" className="sr-only">
        {falar}
      </p>
    </>
  );
}
