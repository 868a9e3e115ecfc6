import { CircleSlash, GraduationCap, History, Landmark } from 'lucide-react';
import { fonteLinha } from '../../../shared/rules/questao';
import type { QuestaoSimulado } from '../../../shared/schemas/simulados';
import { cn } from '../../lib/cn';
import { HtmlContent } from '../html-content';
import { Badge } from '../ui/badge';

// What a question carries beyond its statement (issue 33): where it came from and its marks, beside the
// badges wherever the question appears; the teacher's explanation, only after the student answers.

type QuestaoComFonte = Pick<QuestaoSimulado, 'fonte' | 'anulada' | 'anuladaNota' | 'desatualizada'>;

/** 'VUNESP · PM-SP · 2023 · Soldado' (or 'Inédita'), and the 'Anulada' / 'Desatualizada' marks. */
export function QuestaoFonteBadges({ questao, className }: { questao: QuestaoComFonte; className?: string }) {
  return (
    <span className={cn('inline-flex max-w-full min-w-0 flex-wrap items-center gap-1.5', className)}>
      {/* A long source ('Cebraspe · PM-AL · 2021 · Soldado Combatente') wraps on a phone instead of widening the page. */}
      <Badge tone="outline" data-testid="questao-fonte" className="max-w-full min-w-0">
        <Landmark aria-hidden="true" />
        <span className="sr-only">Origem: </span>
        {/* Its own white-space: the badge's nowrap would keep it on one line wider than the phone. */}
        <span className="min-w-0 [overflow-wrap:anywhere] whitespace-normal">{fonteLinha(questao.fonte)}</span>
      </Badge>
      {questao.anulada ? (
        <Badge tone="danger" title={questao.anuladaNota ?? undefined}>
          <CircleSlash aria-hidden="true" />
          Anulada
        </Badge>
      ) : null}
      {questao.desatualizada ? (
        <Badge tone="warning">
          <History aria-hidden="true" />
          Desatualizada
        </Badge>
      ) : null}
    </span>
  );
}

/** Why an annulled question was annulled, when the admin wrote it down. */
export function AnuladaNota({ questao }: { questao: QuestaoComFonte }) {
  if (!questao.anulada || !questao.anuladaNota) return null;
  return <p className="text-sm text-muted-foreground">Anulada pela banca: {questao.anuladaNota}</p>;
}

/**
 * 'Comentário do professor': the teacher's explanation (sanitized HTML, again here), after Conferir or
 * Espiar and in the reviews. A question without one shows nothing.
 */
export function ComentarioProfessor({ comentario, className }: { comentario: string | null; className?: string }) {
  if (!comentario) return null;
  return (
    <section
      aria-label="Comentário do professor"
      className={cn(
        'rounded-lg border border-navy-200 bg-navy-50/60 px-3 py-3 text-sm sm:px-4 dark:border-navy-700 dark:bg-navy-900/40',
        className,
      )}
    >
      <h3 className="mb-1.5 flex items-center gap-1.5 font-semibold text-foreground">
        <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
        Comentário do professor
      </h3>
      <HtmlContent html={comentario} className="leading-relaxed" />
    </section>
  );
}
