import { BookOpenText, Download, FileText } from 'lucide-react';
import type { ResumoItem } from '../../../../shared/schemas/resumos';
import { HtmlContent } from '../../../components/html-content';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export const downloadUrl = (resumo: ResumoItem) => `${resumo.pdfUrl}?download=1`;

/**
 * One summary: subject, its description when the admin wrote one, module, and its two ways in ('Ler' in
 * the app, 'Baixar' the PDF).
 */
export function ResumoCard({ resumo, onRead }: { resumo: ResumoItem; onRead: () => void }) {
  const headingId = `resumo-${resumo.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-300">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          {/* The titulo is 'Resumo — {matéria}' (save-resumo.ts): shown under the matéria it only repeated
              it; it names the buttons and the viewer instead. */}
          <h2 id={headingId} className="font-semibold leading-snug">
            {resumo.materiaNome}
          </h2>
        </div>
      </div>
      {resumo.descricao ? (
        <HtmlContent html={resumo.descricao} className="text-sm leading-relaxed text-muted-foreground" />
      ) : null}
      <Badge tone="primary" className="self-start">
        {resumo.moduloNome}
      </Badge>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button onClick={onRead} aria-label={`Ler ${resumo.titulo}`}>
          <BookOpenText aria-hidden="true" />
          Ler
        </Button>
        <a
          href={downloadUrl(resumo)}
          download
          aria-label={`Baixar ${resumo.titulo}`}
          className={buttonClasses({ variant: 'outline' })}
        >
          <Download aria-hidden="true" />
          Baixar
        </a>
      </div>
    </Card>
  );
}
