import { FileText, FileUp } from '../../../components/icons';
import { formatTamanho } from '../../../../shared/schemas/admin-resumos';
import { errorIdFor, Field, invalidFieldProps } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

/**
 * The PDF to upload. The native file input does the work (keyboard, screen readers, the phone's file
 * picker) but is drawn transparent over a pt-BR face, since its own button and 'No file chosen' follow
 * the browser's language. Shows the chosen file's name and size and, on an edit, the size of the PDF
 * kept until another one is chosen.
 */
export function PdfFileInput({
  id,
  file,
  storedSize,
  maxLabel,
  error,
  onPick,
}: {
  id: string;
  file: File | null;
  storedSize: number | null;
  maxLabel: string;
  error: string | undefined;
  onPick: (file: File | null) => void;
}) {
  const statusId = `${id}-status`;
  const hint =
    storedSize !== null
      ? `Escolha outro arquivo só para substituir o PDF atual (até ${maxLabel}).`
      : `Um arquivo PDF de até ${maxLabel}.`;
  return (
    <Field id={id} label="Arquivo PDF" hint={hint} error={error}>
      <div
        className={cn(
          'relative flex min-h-11 min-w-0 items-center gap-3 rounded-lg border border-input bg-surface p-1.5 pr-3 text-sm',
          'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
          error ? 'border-destructive' : null,
        )}
      >
        <span
          aria-hidden="true"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-surface-muted px-3 py-1.5 font-medium text-foreground"
        >
          <FileUp className="size-4" />
          {file ? 'Trocar PDF' : 'Escolher PDF'}
        </span>
        <span id={statusId} className="flex min-w-0 items-start gap-1.5">
          {file ? (
            <>
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-link" />
              <span className="min-w-0 break-all">
                <span className="font-medium text-foreground">{file.name}</span>{' '}
                <span className="whitespace-nowrap text-muted-foreground">({formatTamanho(file.size)})</span>
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">
              {storedSize !== null ? `PDF atual mantido (${formatTamanho(storedSize)})` : 'Nenhum arquivo escolhido'}
            </span>
          )}
        </span>
        <input
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
          {...invalidFieldProps(Boolean(error), id)}
          // Screen readers hear the chosen file and its size (or the PDF kept) unless an error speaks first.
          aria-describedby={error ? errorIdFor(id) : statusId}
        />
      </div>
    </Field>
  );
}
