import { Check, Eye, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { letrasDoTipo } from '../../../../shared/rules/questao';
import type { Resultado } from '../../../../shared/schemas/simulados';
import { AcertoResumo, ShareMarcaram } from '../../../components/estatisticas-questao';
import { HtmlContent, InlineHtml } from '../../../components/html-content';
import { AnuladaNota, ComentarioProfessor, QuestaoFonteBadges } from '../../../components/questao/questao-info';
import { RemoverDaRevisao } from '../../../components/revisao/remover-da-revisao';
import { MinhasAnotacoes } from '../../../components/cadernos/minhas-anotacoes';
import { SalvarNoCaderno } from '../../../components/cadernos/salvar-no-caderno';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useSimuladoEstatisticas } from '../api/get-simulado-estatisticas';

type Filtro = 'todas' | 'acertos' | 'erros';
type QuestaoRevisada = Resultado['questoes'][number];

/** Per-question review (SPEC §2 results): the statement, the chosen and the right alternative, 'Espiada'. */
export function RevisaoQuestoes({ questoes }: { questoes: QuestaoRevisada[] }) {
  const [filtro, setFiltro] = useState<Filtro>('todas');
  // What other students chose, per question (issue 27 §1): one request for the whole review.
  const estatisticas = useSimuladoEstatisticas(Number(useParams().simuladoId));
  const porQuestao = useMemo(
    () => new Map(estatisticas.data?.questoes.map((e) => [e.questaoId, e])),
    [estatisticas.data],
  );
  const acertos = questoes.filter((q) => q.correta).length;
  const filtros: Array<{ value: Filtro; label: string; count: number }> = [
    { value: 'todas', label: 'Todas', count: questoes.length },
    { value: 'acertos', label: 'Acertos', count: acertos },
    { value: 'erros', label: 'Erros', count: questoes.length - acertos },
  ];
  const visiveis = questoes
    .map((q, i) => ({ q, numero: i + 1 }))
    .filter(({ q }) => filtro === 'todas' || (filtro === 'acertos' ? q.correta : !q.correta));

  return (
    <section aria-labelledby="revisao-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="revisao-titulo" className="text-xl font-bold tracking-tight">
          Revisão das questões
        </h2>
        <div role="group" aria-label="Filtrar revisão" className="flex gap-1 rounded-lg bg-surface-muted p-1">
          {filtros.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filtro === f.value}
              onClick={() => setFiltro(f.value)}
              className={cn(
                // One line each, as wide as its label: shared out evenly, 'Acertos (10)' took two lines on a phone.
                'h-9 flex-auto rounded-md px-2 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-3',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                filtro === f.value
                  ? 'bg-surface text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {f.label} <span className="tabular-nums">({f.count})</span>
            </button>
          ))}
        </div>
      </div>

      {visiveis.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-surface px-4 py-8 text-center text-sm text-muted-foreground">
          {filtro === 'erros' ? 'Nenhum erro neste simulado. Parabéns!' : 'Nenhum acerto neste simulado.'}
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {visiveis.map(({ q, numero }) => (
            <li key={q.id}>
              <article
                aria-label={`Questão ${numero}`}
                className={cn(
                  'rounded-xl border border-l-4 border-border bg-surface p-4 shadow-sm sm:p-5',
                  q.correta ? 'border-l-emerald-500' : 'border-l-red-500',
                )}
              >
                <header className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">Questão {numero}</span>
                  <Badge tone="outline">#{q.id}</Badge>
                  <Badge tone={q.correta ? 'success' : 'danger'}>
                    {q.correta ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
                    {q.correta ? 'Correta' : 'Incorreta'}
                  </Badge>
                  {q.espiada ? (
                    <Badge tone="accent">
                      <Eye aria-hidden="true" />
                      Espiada
                    </Badge>
                  ) : null}
                  <QuestaoFonteBadges questao={q} />
                </header>
                <AnuladaNota questao={q} />
                <HtmlContent html={q.enunciado} className="mt-3 text-sm leading-relaxed sm:text-base" />
                {porQuestao.get(q.id) ? <AcertoResumo estatisticas={porQuestao.get(q.id)!} className="mt-2" /> : null}
                <ul className="mt-3 flex flex-col gap-1.5">
                  {letrasDoTipo(q.tipo).map((letra) => {
                    const certa = letra === q.respostaCorreta;
                    const minha = letra === q.resposta;
                    return (
                      <li
                        key={letra}
                        className={cn(
                          'flex flex-wrap items-start gap-x-2.5 gap-y-1.5 rounded-lg border px-3 py-2 text-sm sm:flex-nowrap',
                          certa && 'border-emerald-300 bg-emerald-50 dark:border-emerald-700/60 dark:bg-emerald-500/10',
                          minha && !certa && 'border-red-300 bg-red-50 dark:border-red-800/60 dark:bg-red-500/10',
                          !certa && !minha && 'border-transparent text-muted-foreground',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className={cn(
                            'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                            certa ? 'bg-emerald-600 text-white' : minha ? 'bg-red-600 text-white' : 'bg-surface-muted',
                          )}
                        >
                          {letra}
                        </span>
                        <span className="min-w-0 flex-1 pt-0.5 break-words">
                          <span className="sr-only">Alternativa {letra}:</span>{' '}
                          <InlineHtml html={q.alternativas[letra] ?? ''} />
                          {porQuestao.get(q.id)?.marcadas ? (
                            <ShareMarcaram percent={porQuestao.get(q.id)!.marcadas![letra]} className="mt-1" />
                          ) : null}
                        </span>
                        <span className="flex basis-full flex-wrap gap-1 pl-8.5 empty:hidden sm:basis-auto sm:shrink-0 sm:justify-end sm:pl-0 sm:pt-0.5">
                          {minha ? <Badge tone={certa ? 'success' : 'danger'}>Sua resposta</Badge> : null}
                          {certa ? <Badge tone="success">Resposta correta</Badge> : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                <ComentarioProfessor comentario={q.comentario} className="mt-3" />
                <MinhasAnotacoes questaoId={q.id} className="mt-3" />
                <div className="mt-3 flex flex-wrap gap-x-2 gap-y-1">
                  <SalvarNoCaderno questaoId={q.id} />
                  {/* Wrong or peeked: the save made it a review card, which the student may drop. */}
                  {!q.correta || q.espiada ? <RemoverDaRevisao questaoId={q.id} /> : null}
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
