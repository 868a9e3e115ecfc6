import { notaCebraspe } from '../../../../shared/rules/questao';
import { gradeBand, resultLabel, type GradeTone } from '../../../../shared/rules/simulado';
import type { Resultado } from '../../../../shared/schemas/simulados';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatNota } from '../../../lib/format';

export const gradeText: Record<GradeTone, string> = {
  green: 'text-emerald-700 dark:text-emerald-400',
  yellow: 'text-amber-700 dark:text-amber-400',
  red: 'text-red-600 dark:text-red-400',
};
const gradeBadge: Record<GradeTone, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger' };

/**
 * 'Nota Cebraspe' (issue 33 §3): the net of the Certo/Errado items when one wrong cancels one right, on
 * the same 0–10 scale, with the count that explains it; a simulado without such items says so.
 */
function NotaCebraspe({ questoes }: { questoes: Resultado['questoes'] }) {
  const cebraspe = notaCebraspe(questoes);
  return (
    <div className="w-full border-t border-border pt-3" data-testid="nota-cebraspe">
      {cebraspe === null ? (
        <p className="text-xs text-muted-foreground">Pontuação Cebraspe: este simulado não teve itens Certo/Errado.</p>
      ) : (
        <>
          <p className="text-sm font-medium text-muted-foreground">
            Nota Cebraspe:{' '}
            <strong className={cn('text-lg font-extrabold tabular-nums', gradeText[gradeBand(cebraspe.nota).tone])}>
              {formatNota(cebraspe.nota)}
            </strong>
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            Uma errada anula uma certa: {cebraspe.certas} {cebraspe.certas === 1 ? 'certa' : 'certas'} −{' '}
            {cebraspe.erradas} {cebraspe.erradas === 1 ? 'errada' : 'erradas'} = {cebraspe.liquido}{' '}
            {Math.abs(cebraspe.liquido) === 1 ? 'ponto' : 'pontos'} líquidos em {cebraspe.certas + cebraspe.erradas}{' '}
            {cebraspe.certas + cebraspe.erradas === 1 ? 'item' : 'itens'}; em branco vale zero.
          </p>
        </>
      )}
    </div>
  );
}

/**
 * 'Nota final' as the specification computes it (every conferred hit) and, under it, the 'Nota sem
 * espiar' (issue 27 §2): hits after a peek are not known, so they do not count there. When the two
 * differ a line says why.
 */
export function NotaCard({ resultado }: { resultado: Resultado }) {
  const { nota, notaSemEspiar, acertos, acertosSemEspiar } = resultado;
  const band = gradeBand(nota);
  const honestBand = gradeBand(notaSemEspiar);
  const espiados = acertos - acertosSemEspiar;
  return (
    <Card className="flex flex-col items-center justify-center gap-2 p-6 text-center">
      <p className="text-sm font-medium text-muted-foreground">Nota final</p>
      <p className={cn('text-6xl font-extrabold tracking-tight tabular-nums', gradeText[band.tone])}>
        {formatNota(nota)}
      </p>
      <Badge tone={gradeBadge[band.tone]} className="px-3 py-1 text-sm">
        {resultLabel(nota)}
      </Badge>
      <div className="mt-2 w-full border-t border-border pt-3">
        <p className="text-sm font-medium text-muted-foreground">
          Nota sem espiar:{' '}
          <strong className={cn('text-lg font-extrabold tabular-nums', gradeText[honestBand.tone])}>
            {formatNota(notaSemEspiar)}
          </strong>
        </p>
        {espiados > 0 ? (
          <p className="mt-1 text-xs text-muted-foreground">
            {espiados === 1
              ? '1 acerto depois de espiar não conta aqui.'
              : `${espiados} acertos depois de espiar não contam aqui.`}
          </p>
        ) : null}
      </div>
      {resultado.cebraspe ? <NotaCebraspe questoes={resultado.questoes} /> : null}
    </Card>
  );
}
