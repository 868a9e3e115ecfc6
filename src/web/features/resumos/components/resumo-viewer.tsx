import { Download, ExternalLink, Smartphone } from 'lucide-react';
import type { ResumoItem } from '../../../../shared/schemas/resumos';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { downloadUrl } from './resumo-card';

/**
 * Whether this browser shows PDFs inside a page. Chrome on Android answers false (it can only download
 * them), desktop browsers and iOS Safari true.
 */
function canShowPdfInline(): boolean {
  return typeof navigator !== 'undefined' && navigator.pdfViewerEnabled === true;
}

/**
 * The in-app reader: the PDF in a frame where the browser can show it, and always 'Abrir PDF' (the
 * device's own reader, in a new tab) and 'Baixar PDF'. Full screen on a phone.
 */
export function ResumoViewer({ resumo, onClose }: { resumo: ResumoItem | null; onClose: () => void }) {
  const inline = canShowPdfInline();
  return (
    <Dialog open={resumo !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        // Focus the dialog itself, not the PDF frame (its first focusable): keys pressed inside the
        // browser's PDF viewer never reach the page, so Escape would not close the reader.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        className="h-dvh! max-h-dvh! w-screen! max-w-none! gap-3! overflow-hidden! rounded-none! border-0! p-4! sm:h-[calc(100dvh-2rem)]! sm:w-[calc(100vw-2rem)]! sm:max-w-5xl! sm:rounded-xl! sm:border! sm:p-6!"
      >
        {resumo ? (
          <>
            <DialogHeader>
              <DialogTitle>{resumo.titulo}</DialogTitle>
              <DialogDescription>
                {resumo.materiaNome} · {resumo.moduloNome}
              </DialogDescription>
            </DialogHeader>
            {inline ? (
              <iframe
                src={resumo.pdfUrl}
                title={resumo.titulo}
                className="min-h-0 w-full flex-1 rounded-lg border border-border bg-white"
              />
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-6 text-center">
                <Smartphone aria-hidden="true" className="size-10 text-muted-foreground" />
                <p className="max-w-sm text-sm text-muted-foreground">
                  Este navegador não mostra PDFs dentro da página. Abra o resumo no leitor do seu aparelho ou baixe o
                  arquivo.
                </p>
              </div>
            )}
            <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:justify-end">
              <a
                href={resumo.pdfUrl}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ variant: inline ? 'outline' : 'primary' })}
              >
                <ExternalLink aria-hidden="true" />
                Abrir PDF
              </a>
              <a href={downloadUrl(resumo)} download className={buttonClasses({ variant: 'outline' })}>
                <Download aria-hidden="true" />
                Baixar PDF
              </a>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
