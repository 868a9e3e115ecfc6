import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '../../../shared/messages';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useCurrentUser } from '../session';
import { queuedSaveOutcome } from './save-queue';
import { useSaveQueue, useSaveQueueSender } from './use-save-queue';

/**
 * The players' addresses (realizarPath, REVISAO_PATH and cadernoPlayerPath of lib/simulados/start-simulado.ts,
 * not imported: that module brings zod and the in-progress copy's schema into every signed-in page).
 */
const PLAYER_PATHS = ['/simulados/realizar/', '/simulados/revisao', '/simulados/caderno/'];

function simuladosAguardando(n: number): string {
  return n === 1 ? '1 simulado aguardando envio.' : `${n} simulados aguardando envio.`;
}

/**
 * In the signed-in shell: sends the queued saves (useSaveQueueSender) and, while any waits, says so on
 * every page but the player (which has its own panel), with a way to try at once.
 */
export function PendingSavesBanner() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const queue = useSaveQueue(user.id);
  const sendNow = useSaveQueueSender(user.id);
  if (queue.length === 0 || PLAYER_PATHS.some((path) => pathname.startsWith(path))) return null;
  return (
    <Alert
      tone="warning"
      role="status"
      title={messages.saveQueuedOffline}
      action={
        <Button size="sm" variant="outline" onClick={sendNow}>
          Enviar agora
        </Button>
      }
    >
      {simuladosAguardando(queue.length)}
    </Alert>
  );
}

/**
 * The player once 'Finalizar' queued the save: what happened and where to go, in place of the
 * questions. When the save lands while the panel is open it says so and links to the result; the
 * sender in the shell does the sending.
 */
export function SaveQueuedPanel({ clientKey, titulo }: { clientKey: string; titulo: string }) {
  const user = useCurrentUser();
  const queue = useSaveQueue(user.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const waiting = queue.some((entry) => entry.body.clientKey === clientKey);
  const outcome = waiting ? undefined : queuedSaveOutcome(clientKey);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold tracking-tight focus:outline-none">
        {waiting ? 'Simulado guardado neste aparelho' : 'Simulado finalizado'}
      </h2>
      <p className="text-sm text-muted-foreground">{titulo}</p>
      {waiting ? (
        <Alert tone="warning" role="status" title={messages.saveQueuedOffline}>
          Suas respostas estão guardadas neste aparelho. Você pode fechar esta página: o envio acontece na próxima vez
          que o Bizu abrir com internet.
        </Alert>
      ) : outcome && 'id' in outcome ? (
        <Alert
          tone="success"
          role="status"
          title={messages.saveQueuedSent}
          action={
            <Link
              to={`/simulados/resultados/${outcome.id}`}
              className={buttonClasses({ size: 'sm', variant: 'outline' })}
            >
              Ver resultado
            </Link>
          }
        />
      ) : outcome ? (
        <Alert tone="error" title={messages.saveQueuedRefused}>
          {outcome.refused}
        </Alert>
      ) : (
        <Alert tone="info" role="status">
          O envio deste simulado foi concluído em outra aba. Veja-o no histórico.
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/simulados/historico" className={buttonClasses({ variant: 'outline' })}>
          Ver histórico
        </Link>
        <Link to="/simulados" className={buttonClasses({ variant: 'primary' })}>
          Novo simulado
        </Link>
      </div>
    </Card>
  );
}
