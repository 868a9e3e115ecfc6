import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { statusLabels, type QuestaoStatus } from '../simulado-reducer';

const statusTones: Record<QuestaoStatus, BadgeTone> = {
  nao_respondida: 'neutral',
  nao_conferida: 'warning',
  correta: 'success',
  incorreta: 'danger',
};

/** The top card of the player: module, subject, question id and status, and the progress bar. */
export function PlayerHeader({
  moduloNome,
  materiaNome,
  questaoId,
  status,
  indice,
  total,
  conferidas,
}: {
  moduloNome: string;
  materiaNome: string;
  questaoId: number;
  status: QuestaoStatus;
  indice: number;
  total: number;
  conferidas: number;
}) {
  return (
    <Card className="flex flex-col gap-3 p-3.5 sm:gap-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">Módulo {moduloNome}</Badge>
        <Badge tone="accent">{materiaNome}</Badge>
        <Badge tone="outline">Questão #{questaoId}</Badge>
        <Badge tone={statusTones[status]} className="sm:ml-auto" role="status" aria-label="Situação da questão">
          {statusLabels[status]}
        </Badge>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-semibold">
            Questão {indice + 1} de {total}
          </span>
          <span className="text-muted-foreground tabular-nums">
            {conferidas}/{total} conferidas
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Questões conferidas"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={conferidas}
          aria-valuetext={`${conferidas} de ${total} questões conferidas`}
          className="relative h-2.5 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-emerald-500 transition-[width] duration-300"
            style={{ width: `${(conferidas / total) * 100}%` }}
          />
          <div
            aria-hidden="true"
            className="absolute top-0 h-full w-1 rounded-full bg-primary dark:bg-gold-400"
            style={{ left: `calc(${((indice + 0.5) / total) * 100}% - 2px)` }}
          />
        </div>
      </div>
    </Card>
  );
}
