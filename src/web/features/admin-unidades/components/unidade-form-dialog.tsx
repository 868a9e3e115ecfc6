import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { unidadeInputSchema, type AdminUnidade, type UnidadeInput } from '../../../../shared/schemas/admin';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { errorMessage, isApiError } from '../../../lib/api';
import { useSaveUnidade } from '../api/unidades';

type FormValues = z.input<typeof unidadeInputSchema>;

function UnidadeForm({ unidade, onDone }: { unidade: AdminUnidade | null; onDone: (saving: boolean) => void }) {
  const save = useSaveUnidade();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, UnidadeInput>({
    resolver: zodResolver(unidadeInputSchema),
    defaultValues: unidade
      ? { sigla: unidade.sigla, nome: unidade.nome, ativo: unidade.ativo }
      : { sigla: '', nome: '', ativo: true },
  });

  const onSubmit = handleSubmit((body) => {
    setFormError(null);
    save.mutate(
      { id: unidade?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(unidade ? messages.unidadeUpdated : messages.unidadeCreated);
          onDone(false);
        },
        onError: (error) => {
          const message = errorMessage(error, messages.unidadeSaveFailed);
          // A repeated sigla belongs under the Sigla field; anything else above the form.
          if (isApiError(error) && error.code === 'UNIDADE_DUPLICADA') setError('sigla', { message });
          else setFormError(message);
          toast.error(messages.unidadeSaveFailed);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field id="unidade-sigla" label="Sigla" error={errors.sigla?.message}>
        <Input
          id="unidade-sigla"
          placeholder="Ex.: 1º BPM"
          {...register('sigla')}
          {...invalidFieldProps(Boolean(errors.sigla), 'unidade-sigla')}
        />
      </Field>
      <Field id="unidade-nome" label="Nome" error={errors.nome?.message}>
        <Input
          id="unidade-nome"
          placeholder="Ex.: 1º Batalhão de Polícia Militar"
          {...register('nome')}
          {...invalidFieldProps(Boolean(errors.nome), 'unidade-nome')}
        />
      </Field>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="ativo"
          render={({ field }) => (
            <Switch id="unidade-ativo" checked={field.value ?? true} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor="unidade-ativo">Ativo</Label>
      </div>
      <FormDialogFooter onCancel={() => onDone(save.isPending)} saving={save.isPending} submitLabel="Salvar" />
    </form>
  );
}

/** 'Nova Unidade' / 'Editar Unidade' (SPEC §5: sigla and nome required). `unidade` null creates. */
export function UnidadeFormDialog({
  open,
  unidade,
  onOpenChange,
}: {
  open: boolean;
  unidade: AdminUnidade | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={unidade ? 'Editar Unidade' : 'Nova Unidade'}
      description="Unidades ativas aparecem para os alunos escolherem no perfil."
    >
      {(close) => <UnidadeForm unidade={unidade} onDone={close} />}
    </CrudFormDialog>
  );
}
