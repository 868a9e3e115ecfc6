import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format';

/**
 * A timed simulado whose answers reached the server after the deadline (plus the network's grace):
 * how many did not count, and when the time ran out (issue 27 §4).
 */
export function ForaDoPrazoAlert({ foraDoPrazo, prazo }: { foraDoPrazo: number; prazo: string | null }) {
  if (foraDoPrazo <= 0) return null;
  return (
    <Alert tone="warning" title="Tempo de prova esgotado">
      {foraDoPrazo === 1
        ? '1 resposta chegou depois do tempo e não contou.'
        : `${foraDoPrazo} respostas chegaram depois do tempo e não contaram.`}
      {prazo ? (
        <>
          {' '}
          O tempo terminou em <time dateTime={prazo}>{formatDateTime(prazo)}</time>.
        </>
      ) : null}
    </Alert>
  );
}
