import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSignOut } from '../lib/session';
import { cn } from '../lib/cn';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * 'Sair' with the spec's confirmation ('Confirmar Saída'). Confirming signs out, clears the cache and
 * goes to /login; a failure toasts 'Erro ao fazer logout'.
 */
export function SignOutButton({ className, children }: { className?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  return (
    <>
      <button type="button" className={cn(className)} onClick={() => setOpen(true)}>
        {children ?? (
          <>
            <LogOut aria-hidden="true" className="size-5" />
            Sair
          </>
        )}
      </button>
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
    </>
  );
}
