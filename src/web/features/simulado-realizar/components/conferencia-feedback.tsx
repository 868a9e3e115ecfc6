import { CircleCheck, CircleX } from 'lucide-react';
import { letrasDoTipo, type QuestaoTipo } from '../../../../shared/rules/questao';
import { AcertoResumo } from '../../../components/estatisticas-questao';
import { cn } from '../../../lib/cn';
import { useQuestaoEstatisticas } from '../api/get-questao-estatisticas';

/**
 * What the student learns about the question, announced politely: after Conferir, right or wrong with
 * the key; while spying, the key for screen readers (the highlight alone is visual).
 */
export function ConferenciaFeedback({
  conferida,
  correta,
  spying,
  escolhida,
  respostaCorreta,
  questaoId,
}: {
  conferida: boolean;
  correta: boolean;
  spying: boolean;
  escolhida: string | undefined;
  respostaCorreta: string;
  /** With it, the question's accuracy among the students shows after Conferir (issue 27 §1). */
  questaoId?: number;
}) {
  return (
    <>
      <div aria-live="polite" className="empty:hidden">
        {conferida ? (
          <p
            className={cn(
              'flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm font-medium',
              correta
                ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200'
                : 'bg-red-50 text-red-900 dark:bg-red-500/10 dark:text-red-200',
            )}
          >
            {correta ? (
              <>
                <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
                Resposta correta!
              </>
            ) : (
              <>
                <CircleX aria-hidden="true" className="size-5 shrink-0" />
                Você marcou {escolhida}. A resposta correta é {respostaCorreta}.
              </>
            )}
          </p>
        ) : spying ? (
          <p className="sr-only">A alternativa correta é {respostaCorreta}.</p>
        ) : null}
      </div>
      {conferida && questaoId !== undefined ? <AcertoDaQuestao questaoId={questaoId} /> : null}
    </>
  );
}

/** 'Acertaram: 41 % de 1.234 respostas' once loaded; nothing while loading, offline or failed. */
function AcertoDaQuestao({ questaoId }: { questaoId: number }) {
  const estatisticas = useQuestaoEstatisticas(questaoId, true);
  return estatisticas.data?.questaoId === questaoId ? <AcertoResumo estatisticas={estatisticas.data} /> : null;
}

function KeyHint({ children }: { children: string }) {
  return (
    <kbd className="inline-flex min-w-5 items-center justify-center rounded border border-border bg-surface-muted px-1 font-sans text-[0.7rem] leading-4 font-semibold">
      {children}
    </kbd>
  );
}

/** The keyboard shortcuts, shown only where there is a fine pointer (a keyboard is likely). */
export function KeyboardHints({ tipo = 'multipla5' }: { tipo?: QuestaoTipo }) {
  const letras = letrasDoTipo(tipo);
  return (
    <p className="hidden flex-wrap items-center gap-x-3 gap-y-1 border-t border-border pt-3 text-xs text-muted-foreground sm:pointer-fine:flex">
      <span>Atalhos:</span>
      <span>
        {tipo === 'certo_errado' ? (
          <>
            <KeyHint>C</KeyHint> certo, <KeyHint>E</KeyHint> errado
          </>
        ) : (
          <>
            <KeyHint>A</KeyHint>–<KeyHint>{letras.at(-1) ?? 'E'}</KeyHint> escolhem
          </>
        )}
      </span>
      <span>
        <KeyHint>Enter</KeyHint> confere
      </span>
      <span>
        <KeyHint>←</KeyHint> <KeyHint>→</KeyHint> navegam
      </span>
    </p>
  );
}
