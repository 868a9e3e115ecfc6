import { Gauge, Users } from 'lucide-react';
import { dificuldadeDe, DIFICULDADE_LABELS } from '../../shared/rules/questao';
import type { QuestaoEstatisticas } from '../../shared/schemas/estatisticas';
import { cn } from '../lib/cn';
import { formatCount, formatDateOf } from '../lib/format';
import { Badge, type BadgeTone } from './ui/badge';

// What other students chose (issue 27 §1), as the player shows it after Conferir and the results review
// shows it per question: only added beside what is there, never in its place.

/** "32 % marcaram" with a thin bar: the share of students who chose one alternative. */
export function ShareMarcaram({ percent, className }: { percent: number; className?: string }) {
  return (
    <span data-share className={cn('flex items-center gap-2 text-xs font-medium', className)}>
      <span aria-hidden="true" className="h-1 w-16 shrink-0 overflow-hidden rounded-full bg-current/15 sm:w-24">
        <span className="block h-full rounded-full bg-current/60" style={{ width: `${percent}%` }} />
      </span>
      <span className="whitespace-nowrap">{percent} % marcaram</span>
    </span>
  );
}

/** 'Acertaram: 41 % de 1.234 respostas', or 'Poucas respostas ainda' below the threshold. */
export function acertoText(e: QuestaoEstatisticas): string {
  if (!e.suficiente || e.percentualAcerto === null) return 'Poucas respostas ainda';
  return `Acertaram: ${e.percentualAcerto} % de ${formatCount(e.respostas)} ${e.respostas === 1 ? 'resposta' : 'respostas'}`;
}

/**
 * The question's accuracy among the students (their first unpeeked answers), and since when it is
 * counted when an admin corrected the answer key.
 */
export function AcertoResumo({ estatisticas, className }: { estatisticas: QuestaoEstatisticas; className?: string }) {
  return (
    <p
      data-testid="acerto-resumo"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground', className)}
    >
      <span className="inline-flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {acertoText(estatisticas)}
      </span>
      <DificuldadeBadge estatisticas={estatisticas} />
      {estatisticas.recontadasDesde ? (
        <span className="text-xs">Estatísticas recontadas desde {formatDateOf(estatisticas.recontadasDesde)}</span>
      ) : null}
    </p>
  );
}

const dificuldadeTones = { facil: 'success', media: 'warning', dificil: 'danger' } as const satisfies Record<
  string,
  BadgeTone
>;

/**
 * 'Fácil' / 'Média' / 'Difícil' from the students' first unpeeked answers (issue 33 §4), or 'Sem dados'
 * below the rule's minimum (shared/rules/questao.ts).
 */
export function DificuldadeBadge({ estatisticas }: { estatisticas: QuestaoEstatisticas }) {
  const dificuldade =
    estatisticas.acertos === null ? null : dificuldadeDe(estatisticas.respostas, estatisticas.acertos);
  return (
    <Badge tone={dificuldade ? dificuldadeTones[dificuldade] : 'outline'} data-testid="dificuldade">
      <Gauge aria-hidden="true" />
      <span className="sr-only">Dificuldade: </span>
      {dificuldade ? DIFICULDADE_LABELS[dificuldade] : 'Sem dados'}
    </Badge>
  );
}
