import { FileText, FileUp } from 'lucide-react';
import { formatTamanho } from '../../../shared/rules/numbers';
import { cn } from '../../lib/cn';
import { errorIdFor, invalidFieldProps } from './field';

/**
 * A file input with a pt-BR face, for use inside a `Field` with the same id. The native input does the
 * work (keyboard, screen readers, the phone's file picker) but is drawn transparent over the face, since
 * its own button and 'No file chosen' follow the browser's language. The face shows the chosen file's
 * name and size, or `emptyText` before one is chosen; screen readers hear the same as the input's
 * description, unless an error speaks first.
 */
export function FilePicker({
  id,
  accept,
  file,
  chooseLabel,
  changeLabel,
  emptyText,
  error,
  onPick,
}: {
  id: string;
  accept: string;
  file: File | null;
  /** The face's button before a file is chosen ('Escolher PDF'), and after ('Trocar PDF'). */
  chooseLabel: string;
  changeLabel: string;
  emptyText: string;
  error?: string;
  onPick: (file: File | null) => void;
}) {
  const statusId = `${id}-status`;
  return (
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
        {file ? changeLabel : chooseLabel}
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
          <span className="text-muted-foreground">{emptyText}</span>
        )}
      </span>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        className="absolute inset-0 size-full cursor-pointer opacity-0"
        {...invalidFieldProps(Boolean(error), id)}
        aria-describedby={error ? errorIdFor(id) : statusId}
      />
    </div>
  );
}
