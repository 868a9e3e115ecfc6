import { CircleCheck, ImageIcon } from 'lucide-react';
import { letrasDoTipo, QUESTAO_TIPO_LABELS, rotuloDaLetra } from '../../../../shared/rules/questao';
import type { AdminQuestao } from '../../../../shared/schemas/admin-questoes';
import { RowActions } from '../../../components/admin/row-actions';
import { HtmlContent } from '../../../components/html-content';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/cn';
import { ImagemPreview } from '../../../components/admin/questao/image-url-preview';
import { AnuladaNota, ComentarioProfessor, QuestaoFonteBadges } from '../../../components/questao/questao-info';

/** The question's source and marks as the player's badges read them. */
const comFonte = (q: AdminQuestao) => ({
  fonte: { banca: q.bancaNome, orgao: q.orgao, ano: q.ano, cargo: q.cargo },
  anulada: q.anulada,
  anuladaNota: q.anuladaNota,
  desatualizada: q.desatualizada,
});

/** Long matéria and aula names wrap inside the card on a phone instead of pushing it sideways. */
// The Badge is nowrap and cn does not merge classes: the override must win by importance.
const wrapping = 'max-w-full whitespace-normal! break-words';

/**
 * One question of the list: where it belongs, its kind, source line and marks, the statement, its image
 * (at most 300 px high), the alternatives of its kind (Certo and Errado for a Certo/Errado item) and the
 * teacher's explanation. The correct one is marked by a border, an icon and the word 'Correta', not by
 * colour alone.
 */
export function QuestaoCard({
  questao,
  onEdit,
  onDelete,
  selecionada,
}: {
  questao: AdminQuestao;
  onEdit: () => void;
  onDelete: () => void;
  /** Its checkbox for the bulk actions; disabled while every question of the filter is selected. */
  selecionada?: { checked: boolean; disabled: boolean; onCheckedChange: (checked: boolean) => void };
}) {
  const titleId = `questao-${questao.id}-titulo`;
  const { tipo } = questao;
  const info = comFonte(questao);
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs"
    >
      <header className="flex flex-wrap items-center gap-2 text-xs">
        {selecionada ? (
          <Checkbox
            aria-label={`Selecionar questão #${questao.id}`}
            checked={selecionada.checked}
            disabled={selecionada.disabled}
            onCheckedChange={selecionada.onCheckedChange}
          />
        ) : null}
        <h3 id={titleId} className="text-sm font-semibold text-foreground">
          Questão #{questao.id}
        </h3>
        <Badge tone="primary" className={wrapping}>
          {questao.materiaNome}
        </Badge>
        <Badge tone="outline" className={wrapping}>
          {questao.moduloNome}
        </Badge>
        {questao.aulaTitulo ? (
          <Badge tone="outline" className={wrapping}>
            {questao.aulaTitulo}
          </Badge>
        ) : null}
        <Badge tone="outline">{QUESTAO_TIPO_LABELS[tipo]}</Badge>
        <QuestaoFonteBadges questao={info} />
        {questao.imagemUrl ? (
          <Badge tone="accent">
            <ImageIcon aria-hidden="true" />
            Com imagem
          </Badge>
        ) : null}
      </header>
      <AnuladaNota questao={info} />
      <HtmlContent html={questao.enunciado} className="text-sm text-foreground" />
      {questao.imagemUrl ? (
        <ImagemPreview
          key={questao.imagemUrl}
          url={questao.imagemUrl}
          maxHeightClass="max-h-[300px]"
          alt={`Imagem da questão #${questao.id}`}
        />
      ) : null}
      <ol aria-label="Alternativas" className="flex flex-col gap-1.5">
        {letrasDoTipo(tipo).map((letra) => {
          const correta = questao.respostaCorreta === letra;
          return (
            <li
              key={letra}
              className={cn(
                'flex min-w-0 flex-wrap items-start gap-x-2 gap-y-1 rounded-lg border px-3 py-2 text-sm sm:flex-nowrap',
                correta
                  ? 'border-2 border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-500/10'
                  : 'border-border',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  correta ? 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-navy-950' : 'bg-surface-muted',
                )}
              >
                {letra}
              </span>
              {tipo === 'certo_errado' ? (
                <span className="min-w-0 flex-1">{rotuloDaLetra(tipo, letra)}</span>
              ) : (
                <>
                  <span className="sr-only">Alternativa {letra}:</span>
                  <HtmlContent html={questao[`alternativa${letra}`] ?? ''} className="min-w-0 flex-1" />
                </>
              )}
              {correta ? (
                // On a phone the tag takes a line of its own under the text, which keeps the card's width.
                <span className="inline-flex shrink-0 basis-full items-center gap-1 pl-8 text-xs font-semibold text-emerald-800 sm:basis-auto sm:pl-0 dark:text-emerald-300">
                  <CircleCheck aria-hidden="true" className="size-4" />
                  Correta
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ComentarioProfessor comentario={questao.comentario} />
      <RowActions name={`questão #${questao.id}`} onEdit={onEdit} onDelete={onDelete} />
    </article>
  );
}
