import {
  CheckCheck,
  ChevronLeft,
  ChevronRight,
  CircleCheckBig,
  Eye,
  Flag,
  MessageSquarePlus,
  RotateCcw,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { SpinnerIcon } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/**
 * A mouse click on the bar does not take the focus: it stays where it was, so the keyboard shortcuts
 * keep working (Enter confers instead of pressing the last button clicked). Tab still reaches them.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

type Action = 'anterior' | 'conferir' | 'proxima' | 'espiar' | 'reportar' | 'comentar' | 'reiniciar' | 'finalizar';

/**
 * Where the focus goes when the button that has it turns disabled under it, instead of falling to
 * <body>: after Conferir, on to Próxima (or Finalizar on the last question); the question itself when
 * Próxima or Anterior reach the end.
 */
const FOCUS_NEXT: Partial<Record<Action, Action[]>> = { conferir: ['proxima', 'finalizar'] };

/** Big targets that still fit three across a 320 px phone. */
function NavButton({
  variant,
  action,
  className,
  ...props
}: ComponentProps<'button'> & { variant: 'primary' | 'outline'; action: Action }) {
  return (
    <button
      type="button"
      data-action={action}
      onMouseDown={keepFocus}
      className={cn(
        'inline-flex h-12 items-center justify-center gap-1 rounded-lg px-1.5 text-sm font-semibold whitespace-nowrap transition-colors select-none sm:gap-2 sm:text-base',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
        variant === 'primary'
          ? 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover xl:px-6'
          : 'border border-input bg-surface text-foreground hover:bg-surface-muted xl:px-4',
        className,
      )}
      {...props}
    />
  );
}

function ToolButton({
  icon: Icon,
  label,
  action,
  onClick,
  disabled,
  tone = 'default',
  busy,
  className,
}: {
  icon: LucideIcon;
  label: string;
  action: Action;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'default' | 'accent';
  busy?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      data-action={action}
      onClick={onClick}
      onMouseDown={keepFocus}
      disabled={disabled}
      aria-busy={busy || undefined}
      className={cn(
        'flex h-14 flex-col items-center justify-center gap-1 rounded-lg px-1 text-[0.7rem] leading-none font-semibold whitespace-nowrap transition-colors max-[359px]:px-0.5 max-[359px]:text-[0.65rem]',
        'xl:min-w-[4.75rem] xl:shrink-0',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
        tone === 'accent'
          ? 'bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover'
          : 'text-foreground hover:bg-surface-muted',
        className,
      )}
    >
      {busy ? <SpinnerIcon className="size-5" /> : <Icon aria-hidden="true" className="size-5 shrink-0" />}
      <span>{label}</span>
    </button>
  );
}

/**
 * The player's action bar, stuck to the bottom of the screen. Phones and tablets get two rows
 * (navigation and Conferir on top with big targets, the tools below); wide screens one row, in the
 * same order, so Tab goes through the bar as it reads. Every column is at least as wide as its label:
 * nothing is cut short down to 320 px.
 */
export function BottomBar({
  canPrev,
  canNext,
  canConferir,
  canEspiar,
  canFinalizar,
  saving,
  locked,
  notice,
  onPrev,
  onNext,
  onConferir,
  onEspiar,
  onReportar,
  onComentar,
  onReiniciar,
  onFinalizar,
  focusQuestao,
}: {
  canPrev: boolean;
  canNext: boolean;
  canConferir: boolean;
  canEspiar: boolean;
  canFinalizar: boolean;
  saving: boolean;
  /** While saving nothing else may change the answers. */
  locked: boolean;
  notice?: ReactNode;
  onPrev: () => void;
  onNext: () => void;
  onConferir: () => void;
  onEspiar: () => void;
  onReportar: () => void;
  onComentar: () => void;
  onReiniciar: () => void;
  onFinalizar: () => void;
  /** Puts the focus on the question's alternatives. */
  focusQuestao: () => void;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const group = useRef<HTMLDivElement>(null);

  // After every change: a focused button that has just been disabled passes the focus on (the browser
  // would drop it to <body> a moment later, and Tab would start again from the top of the page).
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLButtonElement) || !active.disabled || !group.current?.contains(active)) return;
    const next = (FOCUS_NEXT[active.dataset.action as Action] ?? [])
      .map((action) => group.current?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
      .find((button) => button && !button.disabled);
    if (next) next.focus();
    else focusQuestao();
  });

  // The bar covers the bottom of the screen: what Tab reaches scrolls clear of it, never behind it. Its
  // height, measured here, refines the stylesheet's fixed padding for pages with the bar (styles.css),
  // which holds from the first paint on, before the observer's first report.
  useEffect(() => {
    const el = wrapper.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${el.offsetHeight + 16}px`;
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);

  return (
    <div ref={wrapper} data-player-bar="" className="sticky bottom-0 z-20 -mx-4 sm:mx-0 sm:bottom-3">
      {notice ? <div className="px-2 pb-2 sm:px-0">{notice}</div> : null}
      <div
        ref={group}
        role="group"
        aria-label="Ações do simulado"
        className="flex flex-col gap-2 rounded-t-2xl border border-b-0 border-border bg-surface/95 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-6px_20px_-8px_rgb(0_0_0/0.25)] backdrop-blur supports-[backdrop-filter]:bg-surface/85 sm:rounded-2xl sm:border-b sm:px-3 xl:flex-row xl:items-center xl:gap-1 xl:py-1.5"
      >
        <div className="grid grid-cols-[minmax(min-content,1fr)_minmax(min-content,1.3fr)_minmax(min-content,1fr)] gap-2 xl:mr-auto xl:flex xl:items-center">
          {/* Below 360 px the arrows go: the three labels alone fit across a 320 px phone. */}
          <NavButton
            variant="outline"
            action="anterior"
            onClick={onPrev}
            disabled={!canPrev || locked}
            className="max-[359px]:[&_svg]:hidden"
          >
            <ChevronLeft aria-hidden="true" />
            <span>Anterior</span>
          </NavButton>
          <NavButton variant="primary" action="conferir" onClick={onConferir} disabled={!canConferir || locked}>
            <CheckCheck aria-hidden="true" />
            <span>Conferir</span>
          </NavButton>
          <NavButton
            variant="outline"
            action="proxima"
            onClick={onNext}
            disabled={!canNext || locked}
            className="max-[359px]:[&_svg]:hidden"
          >
            <span>Próxima</span>
            <ChevronRight aria-hidden="true" />
          </NavButton>
        </div>
        <div className="grid grid-cols-[repeat(5,minmax(min-content,1fr))] gap-1 border-t border-border pt-1 max-[359px]:gap-0.5 xl:contents">
          <ToolButton icon={Eye} label="Espiar" action="espiar" onClick={onEspiar} disabled={!canEspiar || locked} />
          <ToolButton icon={Flag} label="Reportar" action="reportar" onClick={onReportar} />
          <ToolButton icon={MessageSquarePlus} label="Comentar" action="comentar" onClick={onComentar} />
          <ToolButton icon={RotateCcw} label="Reiniciar" action="reiniciar" onClick={onReiniciar} disabled={locked} />
          <ToolButton
            icon={CircleCheckBig}
            label={saving ? 'Salvando...' : 'Finalizar'}
            action="finalizar"
            onClick={onFinalizar}
            disabled={!canFinalizar || saving}
            busy={saving}
            tone="accent"
          />
        </div>
      </div>
    </div>
  );
}
