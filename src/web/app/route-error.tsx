import { useRouteError } from 'react-router';
import { messages } from '../../shared/messages';
import { Alert } from '../components/ui/alert';
import { Button, buttonClasses } from '../components/ui/button';
import { isChunkLoadError } from '../lib/caught-errors';

/**
 * What a route shows when its code could not load or it failed to render: a pt-BR message and a way
 * out, never the error itself. Inside the signed-in shell (`inShell`) the menu stays, so the student can
 * go elsewhere; on its own it offers the start page too. Reloading fetches index.html again, which
 * names the current build's files.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const alert = (
    <Alert
      tone="error"
      title={chunk ? messages.pageLoadFailedTitle : messages.pageErrorTitle}
      action={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => window.location.reload()}>
            Recarregar página
          </Button>
          {!inShell && (
            <a href="/dashboard" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
              Ir para o início
            </a>
          )}
        </div>
      }
    >
      {chunk ? messages.pageLoadFailed : messages.unexpected}
    </Alert>
  );
  if (inShell) return alert;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold tracking-tight">Bizu</h1>
      {alert}
    </main>
  );
}
