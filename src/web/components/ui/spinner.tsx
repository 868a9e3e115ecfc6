import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A decorative spinning icon; pair it with text or use <LoadingState> for an announced one. */
export function SpinnerIcon({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}

/** An announced loading indicator (role="status"). */
export function Spinner({ label = 'Carregando...', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <SpinnerIcon className="size-6 text-primary dark:text-accent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the viewport while the session loads. */
export function FullPageSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <div className="flex flex-col items-center gap-3">
        <Spinner label={label} className="[&_svg]:size-10" />
        <p aria-hidden="true" className="text-sm text-muted-foreground">
          {label}
        </p>
      </div>
    </div>
  );
}
