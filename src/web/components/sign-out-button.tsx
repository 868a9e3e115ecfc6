import { LogOut } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSignOut } from '../lib/session';
import { cn } from '../lib/cn';

// The dialog (and Radix's with it) is not part of the signed-in shell's first download: it loads when
// the pointer or the focus reaches 'Sair', before the click that opens it (docs/decisions/0025).
const loadConfirmDialog = () => import('./ui/confirm-dialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));
const preloadConfirmDialog = () => void loadConfirmDialog().catch(() => undefined);

/**
 * 'Sair' with the spec's confirmation ('Confirmar Saída'). Confirming signs out, clears the cache and
 * goes to /login; a failure toasts 'Erro ao fazer logout'.
 */
export function SignOutButton({ className, children }: { className?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so closing plays out as any dialog's does.
  const [asked, setAsked] = useState(false);
  const signOut = useSignOut();
  return (
    <>
      <button
        type="button"
        className={cn(className)}
        onPointerEnter={preloadConfirmDialog}
        onFocus={preloadConfirmDialog}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {children ?? (
          <>
            <LogOut aria-hidden="true" className="size-5" />
            Sair
          </>
        )}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Confirmar Saída"
            description="Tem certeza que deseja sair do sistema?"
            confirmLabel="Sair"
            confirmVariant="destructive"
            loading={signOut.isPending}
            onConfirm={() => signOut.mutate(undefined, { onError: () => setOpen(false) })}
          />
        </Suspense>
      )}
    </>
  );
}
