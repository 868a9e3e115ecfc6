import { CalendarClock, Repeat } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { devidasLabel } from '../../../shared/rules/revisao';
import { formatDateTime } from '../../lib/format';
import { useRevisaoResumo } from '../../lib/revisao/get-revisao';
import { useStartRevisao } from '../../lib/revisao/start-revisao';
import { useCurrentUser } from '../../lib/session';
import { emAndamentoPath, REVISAO_PATH } from '../../lib/simulado-paths';
import { clearEmAndamento, readEmAndamento, type SimuladoEmAndamento } from '../../lib/simulados/em-andamento';
import { Button } from '../ui/button';
import { lazyDialog } from '../ui/lazy-dialog';
import { Spinner } from '../ui/spinner';

// Only a student with another simulado in progress sees this dialog: nobody downloads it with the page.
const { LazyDialog: EmAndamentoDialog, preload: preloadDialog } = lazyDialog(() =>
  import('../simulados/em-andamento-dialog').then((module) => module.EmAndamentoDialog),
);

export const REVISAO_SEM_CARTOES =
  'As questões que você errar ou responder depois de Espiar voltam aqui, para você revisar na hora certa.';

/**
 * 'Revisar hoje (N)' (issue 27 §3) and what the review holds: the due count and its button; nothing
 * due → 'Nenhuma questão para revisar hoje' and when the next one is; no card at all → how cards
 * come. Starting never replaces another simulado in progress unasked; a review already in progress
 * is continued.
 */
export function RevisarHoje() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const resumo = useRevisaoResumo();
  const start = useStartRevisao();
  /** The other simulado in progress the dialog asks about (kept while it closes). */
  const [emAndamento, setEmAndamento] = useState<SimuladoEmAndamento | null>(null);
  const [asking, setAsking] = useState(false);

  if (resumo.isPending) return <Spinner label="Carregando revisão..." className="self-start" />;
  if (resumo.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground">Não foi possível carregar a sua revisão.</p>
        <Button size="sm" variant="outline" onClick={() => void resumo.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const { devidas, proxima, total } = resumo.data;

  const onStart = () => {
    // The copy is read (and checked, with zod/mini: decision 0068) only when the button is pressed.
    const stored = readEmAndamento(user.id);
    if (stored?.tipo === 'revisao') void navigate(REVISAO_PATH);
    else if (stored) {
      setEmAndamento(stored);
      setAsking(true);
    } else start.mutate();
  };

  if (devidas === 0) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        {total === 0 ? (
          <p className="text-muted-foreground">{REVISAO_SEM_CARTOES}</p>
        ) : (
          <>
            <p className="font-semibold">Nenhuma questão para revisar hoje</p>
            {proxima ? (
              <p className="flex items-center gap-1.5 text-muted-foreground">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  Próxima revisão: <time dateTime={proxima}>{formatDateTime(proxima)}</time>
                </span>
              </p>
            ) : null}
          </>
        )}
      </div>
    );
  }

  const label = devidasLabel(devidas);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        {devidas === 1
          ? 'Uma questão que você errou ou espiou volta hoje.'
          : `${label} questões que você errou ou espiou voltam hoje.`}{' '}
        Cada sessão tem até 50.
      </p>
      <Button
        onClick={onStart}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        loading={start.isPending}
        className="w-full shrink-0 sm:w-auto"
      >
        {start.isPending ? null : <Repeat aria-hidden="true" />}
        Revisar hoje ({label})
      </Button>
      {emAndamento ? (
        <EmAndamentoDialog
          simulado={emAndamento}
          alternativa="revisao"
          open={asking}
          onOpenChange={setAsking}
          onContinue={() => void navigate(emAndamentoPath(emAndamento))}
          onStart={() => {
            clearEmAndamento(user.id);
            setAsking(false);
            start.mutate();
          }}
        />
      ) : null}
    </div>
  );
}
