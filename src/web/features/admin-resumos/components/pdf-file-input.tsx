import { FileText } from 'lucide-react';
import { formatTamanho } from '../../../../shared/schemas/admin-resumos';
import { Field, invalidFieldProps } from '../../../components/ui/field';

/**
 * The PDF to upload: a native file input (keyboard and screen readers know it), the chosen file's name
 * and size, and, on an edit, the size of the PDF kept until another one is chosen. `onPick` answers
 * false for a file it refused (too big, not a PDF): the input is then cleared so it cannot be sent.
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
  onPick: (file: File | null) => boolean;
}) {
  const hint =
    storedSize !== null
      ? `PDF atual: ${formatTamanho(storedSize)}. Escolha outro arquivo para substituí-lo (até ${maxLabel}).`
      : `Um arquivo PDF de até ${maxLabel}.`;
  return (
    <Field id={id} label="Arquivo PDF" hint={hint} error={error}>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(e) => {
          if (!onPick(e.target.files?.[0] ?? null)) e.target.value = '';
        }}
        className={
          'block w-full min-w-0 cursor-pointer rounded-lg border border-input bg-surface text-sm text-muted-foreground ' +
          'file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-surface-muted file:px-3 file:py-2.5 file:font-medium file:text-foreground ' +
          'focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none aria-[invalid=true]:border-destructive'
        }
        {...invalidFieldProps(Boolean(error), id)}
      />
      {file ? (
        <p className="flex min-w-0 items-start gap-2 text-sm" aria-live="polite">
          <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="min-w-0 break-all">
            <span className="font-medium">{file.name}</span>{' '}
            <span className="text-muted-foreground">({formatTamanho(file.size)})</span>
          </span>
        </p>
      ) : null}
    </Field>
  );
}
