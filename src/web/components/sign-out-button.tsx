import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSignOut } from '../lib/session';
import { cn } from '../lib/cn';
import { LazyConfirmDialog, preloadConfirmDialog } from './ui/lazy-confirm-dialog';

/**
 * 'Sair' with the spec's confirmation ('Confirmar Saída'). Confirming signs out, clears the cache and
 * goes to /login; a failure toasts 'Erro ao fazer logout'. The dialog (and Radix's with it) is not part
 * of the signed-in shell's first download: it loads when the pointer or the focus reaches 'Sair', before
 * the click that opens it (docs/decisions/0025).
 */
export function SignOutButton({ className, children }: { className?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  return (
    <>
      <button
        type="button"
        className={cn(className)}
        onPointerEnter={preloadConfirmDialog}
        onFocus={preloadConfirmDialog}
        onClick={() => setOpen(true)}
      >
        {children ?? (
          <>
            <LogOut aria-hidden="true" className="size-5" />
            Sair
          </>
        )}
      </button>
      <LazyConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Confirmar Saída"
        description="Tem certeza que deseja sair do sistema?"
        confirmLabel="Sair"
        confirmVariant="destructive"
        loading={signOut.isPending}
        onConfirm={() => signOut.mutate(undefined, { onError: () => setOpen(false) })}
      />
    </>
  );
}
