import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { TextFormSchema, TextFormValues } from '../../../../shared/schemas/questao-textos';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { errorIdFor, FieldError, invalidFieldProps } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api';

const MAX_LENGTH = 2000;

/**
 * A modal with one required text area (report an error, add a comment), checked by `schema`
 * (shared/schemas/questao-textos.ts, zod/mini). `onSubmit` resolves when sent (the dialog then closes and clears) and
 * rejects on failure (the dialog stays, the text is kept; a message the API gives for the text shows
 * under it).
 */
export function TextFormDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  placeholder,
  schema,
  submitLabel,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  placeholder: string;
  schema: TextFormSchema;
  submitLabel: string;
  pending: boolean;
  onSubmit: (text: string) => Promise<unknown>;
}) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<TextFormValues>({ resolver: zodResolver(schema), defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' });

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) clearErrors();
    onOpenChange(next);
  };

  const submit = handleSubmit(async ({ text: value }) => {
    try {
      await onSubmit(value);
      reset();
      onOpenChange(false);
    } catch (error) {
      // The caller toasts the failure; the text stays so nothing typed is lost. The form has one field,
      // so a message the API gives for its field (comentario, descricao) is this one's.
      const message = isApiError(error) ? Object.values(error.fields ?? {})[0] : undefined;
      if (message) setError('text', { message }, { shouldFocus: true });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>{label}</Label>
            <Textarea
              id={id}
              placeholder={placeholder}
              maxLength={MAX_LENGTH + 200}
              rows={5}
              {...register('text')}
              {...invalidFieldProps(Boolean(errors.text), id)}
            />
            <div className="flex items-start justify-between gap-3">
              {errors.text?.message ? <FieldError id={errorIdFor(id)}>{errors.text.message}</FieldError> : <span />}
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {text.trim().length}/{MAX_LENGTH}
              </span>
            </div>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
