import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { errorMessage, isApiError } from '../../lib/api';

/**
 * Saving an admin form: POST or PUT through `save`, the spec's toast on success ('Módulo criado com
 * sucesso!' / '... atualizado ...') and the form closed; on a refusal the toast 'Erro ao salvar ...',
 * and the server's reason under the field it concerns (its per-field messages, or an error code that
 * belongs to one field, such as a repeated name), or above the form when it concerns none.
 */
export function useAdminSave<Body, Values extends FieldValues>({
  save,
  id,
  setError,
  fields = [],
  codeFields = {},
  messages,
  onDone,
}: {
  save: UseMutationResult<unknown, Error, { id: number | null; body: Body }>;
  /** The row being edited; null creates. */
  id: number | null;
  setError: UseFormSetError<Values>;
  /** Fields the server may name in its per-field messages. */
  fields?: readonly Path<Values>[];
  /** Error codes whose message goes under one field, e.g. `{ MODULO_DUPLICADO: 'nome' }`. */
  codeFields?: Partial<Record<string, Path<Values>>>;
  messages: { created: string; updated: string; failed: string };
  onDone: (saving: boolean) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (body: Body) => {
    setFormError(null);
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast.success(id === null ? messages.created : messages.updated);
          onDone(false);
        },
        onError: (error) => {
          const message = errorMessage(error, messages.failed);
          let placed = false;
          if (isApiError(error)) {
            const byCode = codeFields[error.code];
            if (byCode) {
              setError(byCode, { message });
              placed = true;
            }
            for (const [key, text] of Object.entries(error.fields ?? {})) {
              const field = fields.find((f) => f === key);
              if (field) {
                setError(field, { message: text });
                placed = true;
              }
            }
          }
          if (!placed) setFormError(message);
          toast.error(messages.failed);
        },
      },
    );
  };

  return { formError, submit };
}
