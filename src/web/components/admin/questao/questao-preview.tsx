import { useWatch, type Control } from 'react-hook-form';
import { letrasComTexto, letrasDoTipo, rotuloDaLetra } from '../../../../shared/rules/questao';
import { isImagemUrlValida } from '../../../../shared/schemas/admin-questoes';
import { HtmlContent, InlineHtml } from '../../html-content';
import { ComentarioProfessor } from '../../questao/questao-info';
import { Card } from '../../ui/card';
import { cn } from '../../../lib/cn';
import type { FormValues } from './form-types';
import { ImagemPreview } from './image-url-preview';

/**
 * 'Pré-visualizar': the question being edited as the player shows it — the statement and the
 * alternatives through the same sanitizing renderers (HtmlContent, InlineHtml), the image, the key
 * marked as after 'Conferir', and the teacher's explanation in its box.
 */
export function QuestaoPreview({ control }: { control: Control<FormValues> }) {
  const values = useWatch({ control });
  const tipo = values.tipo ?? 'multipla5';
  const certoErrado = tipo === 'certo_errado';
  const imagem = (values.imagemUrl ?? '').trim();
  const comTexto = letrasComTexto(tipo) as readonly string[];
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6" aria-label="Pré-visualização da questão" role="region">
      {values.enunciado ? (
        <HtmlContent html={values.enunciado} className="text-base leading-relaxed text-foreground sm:text-[1.05rem]" />
      ) : (
        <p className="text-sm text-muted-foreground">O enunciado aparece aqui.</p>
      )}
      {imagem !== '' && isImagemUrlValida(imagem) ? (
        <div className="flex justify-center rounded-lg border border-border bg-white p-2 dark:bg-white/95">
          <ImagemPreview key={imagem} url={imagem} maxHeightClass="max-h-[400px]" alt="Imagem da questão" />
        </div>
      ) : null}
      <ul aria-label="Alternativas" className="flex flex-col gap-2.5">
        {letrasDoTipo(tipo).map((letra) => {
          const correta = values.respostaCorreta === letra;
          const texto = comTexto.includes(letra) ? (values[`alternativa${letra}`] ?? '') : '';
          return (
            <li
              key={letra}
              className={cn(
                'flex min-h-14 items-start gap-3 rounded-xl border-2 px-3 py-3 text-base sm:px-4',
                correta
                  ? 'border-emerald-500 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-500/15 dark:text-emerald-50'
                  : 'border-border bg-surface text-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  correta ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-input text-muted-foreground',
                )}
              >
                {letra}
              </span>
              <span className="min-w-0 flex-1 pt-1 leading-snug break-words">
                <span className="sr-only">Alternativa {letra}: </span>
                {certoErrado ? (
                  <span className="font-semibold">{rotuloDaLetra(tipo, letra)}</span>
                ) : (
                  <InlineHtml html={texto} />
                )}
                {correta ? <span className="sr-only"> (resposta correta)</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      <ComentarioProfessor comentario={values.comentario || null} />
    </Card>
  );
}
