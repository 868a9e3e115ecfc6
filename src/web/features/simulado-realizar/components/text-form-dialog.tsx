import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

const MAX_LENGTH = 2000;

/**
 * A modal with one required text area (report an error, add a comment). `onSubmit` resolves when sent
 * (the dialog then closes and clears) and rejects on failure (the dialog stays, the text is kept).
 */
export function TextFormDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  placeholder,
  requiredMessage,
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
  requiredMessage: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (text: string) => Promise<unknown>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) setError(null);
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setError(requiredMessage);
      return;
    }
    if (value.length > MAX_LENGTH) {
      setError(messages.textTooLong);
      return;
    }
    setError(null);
    try {
      await onSubmit(value);
      setText('');
      onOpenChange(false);
    } catch {
      // The caller toasts the failure; the text stays so nothing typed is lost.
    }
  };

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
              value={text}
              placeholder={placeholder}
              maxLength={MAX_LENGTH + 200}
              rows={5}
              onChange={(e) => {
                setText(e.target.value);
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <div className="flex items-start justify-between gap-3">
              {error ? <FieldError id={errorId}>{error}</FieldError> : <span />}
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
