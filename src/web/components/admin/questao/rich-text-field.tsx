import { lazy, Suspense, type ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { EditorVariant } from '../../rich-text/extensions';
import { errorIdFor, FieldError } from '../../ui/field';
import { cn } from '../../../lib/cn';

// TipTap is ~100 KB (brotli) that no student page and no other admin screen needs: it downloads when the
// question form or the resumo form first shows an editor (docs/decisions/0057).
const RichTextEditor = lazy(() => import('../../rich-text/rich-text-editor'));

/**
 * A form field edited in the rich-text editor, held by react-hook-form (Controller): its visible label
 * names the editable area (aria-labelledby) and its toolbar, its hint or error describes it, and an
 * error marks it invalid and takes the focus on a refused submit. Any form whose field holds the HTML
 * as a string may use it (the question form, the resumo form).
 */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  error,
  variant = 'full',
  placeholder,
  imagens = true,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string | null | undefined>;
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  variant?: EditorVariant;
  placeholder?: string;
  /** Whether images may be added (see RichTextEditorProps.imagens). */
  imagens?: boolean;
}) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const editable = () => document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      {/* Not a <label for>: the editable area is no form control; clicking the name still focuses it. */}
      <span
        id={labelId}
        onClick={() => editable()?.focus()}
        className="text-sm leading-none font-medium text-foreground"
      >
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div ref={(el) => field.ref(el ? { focus: () => editable()?.focus() } : null)} className="min-w-0">
            <Suspense fallback={<EditorLoading variant={variant} />}>
              <RichTextEditor
                value={(field.value as string | null | undefined) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelledBy={labelId}
                toolbarLabel={`Formatação de ${label.replace(/ \(opcional\)$/, '')}`}
                describedBy={error ? errorIdFor(id) : hint ? hintId : undefined}
                invalid={Boolean(error)}
                variant={variant}
                placeholder={placeholder}
                imagens={imagens}
              />
            </Suspense>
          </div>
        )}
      />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorIdFor(id)}>{error}</FieldError> : null}
    </div>
  );
}

/** The editor's place while its code downloads, the height it will have. */
function EditorLoading({ variant }: { variant: EditorVariant }) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center rounded-lg border border-input bg-surface px-3 text-sm text-muted-foreground',
        variant === 'full' ? 'min-h-40' : 'min-h-24',
      )}
    >
      Carregando editor...
    </div>
  );
}
