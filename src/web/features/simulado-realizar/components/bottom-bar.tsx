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
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { SpinnerIcon } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/**
 * A mouse click on the bar does not take the focus: it stays where it was, so the keyboard shortcuts
 * keep working (Enter confers instead of pressing the last button clicked). Tab still reaches them.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Big targets that still fit three across a 360 px phone. */
function NavButton({ variant, className, ...props }: ComponentProps<'button'> & { variant: 'primary' | 'outline' }) {
  return (
    <button
      type="button"
      onMouseDown={keepFocus}
      className={cn(
        'inline-flex h-12 min-w-0 items-center justify-center gap-1 rounded-lg px-1.5 text-sm font-semibold whitespace-nowrap transition-colors select-none sm:gap-2 sm:text-base',
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
  onClick,
  disabled,
  tone = 'default',
  busy,
  className,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'default' | 'accent';
  busy?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      onMouseDown={keepFocus}
      disabled={disabled}
      aria-busy={busy || undefined}
      className={cn(
        'flex h-14 min-w-0 flex-col items-center justify-center gap-1 rounded-lg px-1 text-[0.7rem] leading-none font-semibold transition-colors',
        'xl:w-[4.75rem] xl:shrink-0',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
        tone === 'accent'
          ? 'bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover'
          : 'text-foreground hover:bg-surface-muted',
        className,
      )}
    >
      {busy ? <SpinnerIcon className="size-5" /> : <Icon aria-hidden="true" className="size-5 shrink-0" />}
      <span className="max-w-full truncate">{label}</span>
    </button>
  );
}

/**
 * The player's action bar, stuck to the bottom of the screen. Phones and tablets get two rows
 * (navigation and Conferir on top with big targets, the tools below); wide screens one row.
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
}) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 sm:mx-0 sm:bottom-3">
      {notice ? <div className="px-2 pb-2 sm:px-0">{notice}</div> : null}
      <div
        role="group"
        aria-label="Ações do simulado"
        className="flex flex-col gap-2 rounded-t-2xl border border-b-0 border-border bg-surface/95 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-6px_20px_-8px_rgb(0_0_0/0.25)] backdrop-blur supports-[backdrop-filter]:bg-surface/85 sm:rounded-2xl sm:border-b sm:px-3 xl:flex-row xl:items-center xl:gap-1 xl:py-1.5"
      >
        <div className="grid grid-cols-[1fr_1.3fr_1fr] gap-2 xl:order-2 xl:mx-auto xl:flex xl:items-center">
          <NavButton variant="outline" onClick={onPrev} disabled={!canPrev || locked}>
            <ChevronLeft aria-hidden="true" />
            Anterior
          </NavButton>
          <NavButton variant="primary" onClick={onConferir} disabled={!canConferir || locked}>
            <CheckCheck aria-hidden="true" />
            Conferir
          </NavButton>
          <NavButton variant="outline" onClick={onNext} disabled={!canNext || locked}>
            Próxima
            <ChevronRight aria-hidden="true" />
          </NavButton>
        </div>
        <div className="grid grid-cols-5 gap-1 border-t border-border pt-1 xl:contents">
          <ToolButton
            icon={Eye}
            label="Espiar"
            onClick={onEspiar}
            disabled={!canEspiar || locked}
            className="xl:order-1"
          />
          <ToolButton icon={Flag} label="Reportar" onClick={onReportar} className="xl:order-1" />
          <ToolButton icon={MessageSquarePlus} label="Comentar" onClick={onComentar} className="xl:order-1" />
          <ToolButton
            icon={RotateCcw}
            label="Reiniciar"
            onClick={onReiniciar}
            disabled={locked}
            className="xl:order-1"
          />
          <ToolButton
            icon={CircleCheckBig}
            label={saving ? 'Salvando...' : 'Finalizar'}
            onClick={onFinalizar}
            disabled={!canFinalizar || saving}
            busy={saving}
            tone="accent"
            className="xl:order-3"
          />
        </div>
      </div>
    </div>
  );
}
