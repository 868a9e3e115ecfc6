import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Field, invalidFieldProps } from '../ui/field';
import { Input } from '../ui/input';
import { isHttpUrl } from './extensions';

export const linkMessages = {
  invalido: 'Informe um endereço completo que comece com http:// ou https://.',
} as const;

/**
 * 'Inserir link': asks for the address (http or https only, as the allow-list keeps) and applies it to
 * the selected text, or inserts it as its own text when nothing is selected. 'Remover link' appears
 * when the cursor is on a link.
 */
export function LinkDialog({
  open,
  initialUrl,
  onOpenChange,
  onApply,
  onRemove,
}: {
  open: boolean;
  initialUrl: string;
  onOpenChange: (open: boolean) => void;
  onApply: (url: string) => void;
  onRemove: (() => void) | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{onRemove ? 'Editar link' : 'Inserir link'}</DialogTitle>
          <DialogDescription>O link abre em outra aba para o aluno.</DialogDescription>
        </DialogHeader>
        {open ? (
          <LinkForm
            initialUrl={initialUrl}
            onApply={onApply}
            onRemove={onRemove}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({
  initialUrl,
  onApply,
  onRemove,
  onCancel,
}: {
  initialUrl: string;
  onApply: (url: string) => void;
  onRemove: (() => void) | null;
  onCancel: () => void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    // The dialog is portalled out of the question's form in the page, but React still bubbles the
    // submit to it: this one stops here.
    event.preventDefault();
    event.stopPropagation();
    const value = url.trim();
    if (!isHttpUrl(value)) {
      setError(linkMessages.invalido);
      return;
    }
    onApply(value);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field id="editor-link-url" label="Endereço (URL)" error={error}>
        <Input
          id="editor-link-url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://exemplo.com"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(undefined);
          }}
          {...invalidFieldProps(Boolean(error), 'editor-link-url')}
        />
      </Field>
      <DialogFooter>
        {onRemove ? (
          <Button variant="outline" onClick={onRemove} className="sm:mr-auto">
            Remover link
          </Button>
        ) : null}
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit">Aplicar</Button>
      </DialogFooter>
    </form>
  );
}
