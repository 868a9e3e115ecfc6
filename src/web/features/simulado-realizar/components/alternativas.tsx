import { Check, Eye, X } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { letrasDoTipo, rotuloDaLetra } from '../../../../shared/rules/questao';
import type { Letter, QuestaoSimulado } from '../../../../shared/schemas/simulados';
import { ShareMarcaram } from '../../../components/estatisticas-questao';
import { InlineHtml } from '../../../components/html-content';
import { cn } from '../../../lib/cn';
import { useQuestaoEstatisticas } from '../api/get-questao-estatisticas';

type Mark = 'correta' | 'incorreta' | 'espiada' | null;

/**
 * The alternatives of the question's kind as a radio group: A–E, A–D, or Certo (C) and Errado (E). Before conferring: choose one (click, Space, ↑/↓). After: locked
 * (aria-disabled), the right one green and a wrong choice red. While peeking, the right one glows gold.
 * The same five buttons serve every question, so a keyboard user moving on with ←/→ keeps the focus in
 * the group (on the chosen alternative, or A) instead of losing it with the old question's buttons.
 */
export function Alternativas({
  questao,
  escolhida,
  conferida,
  espiando,
  disabled,
  describedBy,
  onEscolher,
}: {
  questao: QuestaoSimulado;
  escolhida: Letter | undefined;
  conferida: boolean;
  espiando: boolean;
  disabled: boolean;
  describedBy?: string;
  onEscolher: (letra: Letter) => void;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const locked = conferida || disabled;
  const letras = letrasDoTipo(questao.tipo);
  const certoErrado = questao.tipo === 'certo_errado';
  const focusable = escolhida !== undefined && letras.includes(escolhida) ? escolhida : (letras[0] as Letter);
  // What other students chose, only after Conferir (issue 27 §1); nothing while it loads or if it fails.
  const estatisticas = useQuestaoEstatisticas(questao.id, conferida);
  const shares = conferida && estatisticas.data?.questaoId === questao.id ? estatisticas.data.marcadas : null;

  // A letter key chooses without moving the focus, and a new question has another choice: the focus
  // follows to the one alternative Tab would reach, if it was in the group.
  useLayoutEffect(() => {
    const target = refs.current[letras.indexOf(focusable)];
    const active = document.activeElement;
    if (target && active !== target && refs.current.some((el) => el === active)) target.focus();
  }, [focusable, questao.id, letras]);

  // The shares make every alternative taller after Conferir: the focused one may slide under the
  // player's bar. For someone moving by keyboard (its focus ring shows) it then scrolls back into view
  // (the root's scroll-padding keeps it clear of the bar); one still in sight, or chosen with a
  // pointer, stays where the student's eyes are.
  const sharesShown = shares !== null;
  const groupRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (sharesShown) revealFocusedAlternativa(groupRef.current);
  }, [sharesShown]);

  const markOf = (letra: Letter): Mark => {
    if (conferida && letra === questao.respostaCorreta) return 'correta';
    if (conferida && letra === escolhida) return 'incorreta';
    if (espiando && letra === questao.respostaCorreta) return 'espiada';
    return null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowDown' ? 1 : letras.length - 1)) % letras.length;
    refs.current[next]?.focus();
    if (!locked) onEscolher(letras[next] as Letter);
  };

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label="Alternativas"
      aria-describedby={describedBy}
      className="flex flex-col gap-2.5"
    >
      {letras.map((letra, index) => {
        const checked = escolhida === letra;
        const mark = markOf(letra);
        return (
          <button
            key={letra}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-disabled={locked || undefined}
            tabIndex={letra === focusable ? 0 : -1}
            data-mark={mark ?? undefined}
            onClick={() => {
              if (!locked) onEscolher(letra);
            }}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              'group flex min-h-14 w-full items-start gap-3 rounded-xl border-2 px-3 py-3 text-left text-base transition-colors sm:px-4',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              mark === 'correta' &&
                'border-emerald-500 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-500/15 dark:text-emerald-50',
              mark === 'incorreta' &&
                'border-red-500 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-500/15 dark:text-red-50',
              mark === 'espiada' &&
                'border-gold-400 bg-gold-50 text-navy-950 ring-4 ring-gold-300/60 dark:bg-gold-400/15 dark:text-gold-50 dark:ring-gold-400/30',
              mark === null &&
                checked &&
                'border-primary bg-navy-50 text-foreground dark:border-navy-400 dark:bg-navy-800/50',
              mark === null && !checked && 'border-border bg-surface text-foreground',
              mark === null &&
                !checked &&
                !locked &&
                'hover:border-navy-300 hover:bg-surface-muted dark:hover:border-navy-600',
              locked ? 'cursor-default' : 'cursor-pointer',
              locked && mark === null && 'opacity-75',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                mark === 'correta' && 'border-emerald-600 bg-emerald-600 text-white',
                mark === 'incorreta' && 'border-red-600 bg-red-600 text-white',
                mark === 'espiada' && 'border-gold-500 bg-gold-400 text-navy-950',
                mark === null &&
                  checked &&
                  'border-primary bg-primary text-primary-foreground dark:border-navy-400 dark:bg-navy-400',
                mark === null && !checked && 'border-input text-muted-foreground',
              )}
            >
              {mark === 'correta' ? (
                <Check className="size-4" strokeWidth={3} />
              ) : mark === 'incorreta' ? (
                <X className="size-4" strokeWidth={3} />
              ) : (
                letra
              )}
            </span>
            <span className="min-w-0 flex-1 pt-1 leading-snug break-words">
              {certoErrado ? null : (
                <>
                  <span className="sr-only">Alternativa {letra}:</span>{' '}
                  {mark === 'correta' || mark === 'incorreta' ? (
                    <span aria-hidden="true" className="mr-1 font-bold">
                      {letra})
                    </span>
                  ) : null}
                </>
              )}
              {certoErrado ? (
                <span className="font-semibold">{rotuloDaLetra(questao.tipo, letra)}</span>
              ) : (
                <InlineHtml html={questao.alternativas[letra] ?? ''} />
              )}
              {mark === 'correta' ? <span className="sr-only"> (resposta correta)</span> : null}
              {mark === 'incorreta' ? <span className="sr-only"> (sua resposta, incorreta)</span> : null}
              {mark === 'espiada' ? <span className="sr-only"> (resposta correta, espiada)</span> : null}
              {shares ? <ShareMarcaram percent={shares[letra]} className="mt-1.5" /> : null}
            </span>
            {mark === 'espiada' ? (
              <Eye aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-600 dark:text-gold-300" />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** Whether the middle of `el` is off screen or under something else (the player's sticky bar). */
/**
 * The focused alternative inside `container`, when its focus ring shows (reached by keyboard) and it is
 * off screen or under the player's bar, scrolls back into view (the root's scroll-padding keeps it
 * clear of the bar); one in sight, or chosen with a pointer, stays where it is. For whatever moved
 * the page under it: the shares after Conferir, or a new question scrolled to its statement.
 */
export function revealFocusedAlternativa(container: HTMLElement | null): void {
  const active = document.activeElement;
  if (!container || !(active instanceof HTMLElement) || active.getAttribute('role') !== 'radio') return;
  if (!container.contains(active)) return;
  if (focusRingShown(active) && coveredOrOffScreen(active)) active.scrollIntoView?.({ block: 'nearest' });
}

function coveredOrOffScreen(el: HTMLElement): boolean {
  const rect = el.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  if (y < 0 || y > window.innerHeight) return true;
  const hit = document.elementFromPoint?.(x, y);
  return hit != null && hit !== el && !el.contains(hit);
}

/** Whether the browser draws `el`'s focus ring (:focus-visible: reached by keyboard, not by a click). */
function focusRingShown(el: HTMLElement): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}
