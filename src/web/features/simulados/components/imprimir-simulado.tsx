import { ClipboardCheck, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { QuestaoFiltros, TipoFiltro } from '../../../../shared/schemas/simulados';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { errorMessage, isApiError } from '../../../lib/api';
import { useImprimirSimulado } from '../api/imprimir-simulado';

export const GABARITO_PATH = '/simulados/gabarito';

/**
 * 'Imprimir simulado' beside 'Iniciar' (issue 27 §6): the same choice of matéria, aulas, quantidade and
 * tipo (and the question filters, when given), printed as a PDF on the server (and 'Incluir gabarito no final' for the key); the sheet is
 * graded later in 'Corrigir gabarito'.
 */
export function ImprimirSimulado({
  materiaId,
  aulaIds,
  quantidade,
  tipo,
  filtros,
}: {
  materiaId: number | null;
  aulaIds: number[];
  quantidade: number;
  tipo: TipoFiltro;
  /** The question filters chosen on the page (issue 33); the server's defaults when left out. */
  filtros?: QuestaoFiltros;
}) {
  const gabaritoId = useId();
  const [comGabarito, setComGabarito] = useState(false);
  const imprimir = useImprimirSimulado();
  const subscribersOnly = isApiError(imprimir.error) && imprimir.error.code === 'SUBSCRIPTION_REQUIRED';

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface-muted p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2.5">
          <Checkbox
            id={gabaritoId}
            checked={comGabarito}
            onCheckedChange={(checked) => {
              setComGabarito(checked);
              imprimir.reset();
            }}
          />
          <Label htmlFor={gabaritoId} className="cursor-pointer">
            Incluir gabarito no final
          </Label>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Link to={GABARITO_PATH} className={buttonClasses({ variant: 'ghost', className: 'w-full sm:w-auto' })}>
            <ClipboardCheck aria-hidden="true" />
            Corrigir gabarito
          </Link>
          <Button
            type="button"
            variant="outline"
            disabled={materiaId === null}
            loading={imprimir.isPending}
            className="w-full sm:w-auto"
            onClick={() => {
              if (materiaId === null) return;
              imprimir.mutate({ materiaId, aulaIds, quantidade, tipo, filtros, comGabarito });
            }}
          >
            {imprimir.isPending ? null : <Printer aria-hidden="true" />}
            {imprimir.isPending ? 'Gerando PDF...' : 'Imprimir simulado'}
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        O PDF traz as questões, uma folha de respostas e um código. Depois de responder no papel, digite as letras em
        “Corrigir gabarito” para ver a nota.
      </p>
      {imprimir.isError ? (
        <Alert
          tone="error"
          action={
            subscribersOnly ? (
              <Link to="/assinatura" className={buttonClasses({ size: 'sm' })}>
                Ver planos
              </Link>
            ) : undefined
          }
        >
          {subscribersOnly
            ? messages.subscribersOnly
            : errorMessage(imprimir.error, 'Não foi possível gerar o PDF. Tente novamente.')}
        </Alert>
      ) : imprimir.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          PDF baixado. Quando terminar, use “Corrigir gabarito”.
        </p>
      ) : null}
    </div>
  );
}
