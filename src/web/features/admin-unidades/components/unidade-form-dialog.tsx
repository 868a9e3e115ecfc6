import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { unidadeInputSchema, type AdminUnidade, type UnidadeInput } from '../../../../shared/schemas/admin';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { useAdminSave } from '../../../components/admin/use-admin-save';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ControlledSwitch } from '../../../components/ui/switch';
import { useSaveUnidade } from '../api/unidades';

type FormValues = z.input<typeof unidadeInputSchema>;

function UnidadeForm({ unidade, onDone }: { unidade: AdminUnidade | null; onDone: (saving: boolean) => void }) {
  const save = useSaveUnidade();
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
  const { formError, submit } = useAdminSave({
    save,
    id: unidade?.id ?? null,
    setError,
    codeFields: { UNIDADE_DUPLICADA: 'sigla' },
    messages: {
      created: messages.unidadeCreated,
      updated: messages.unidadeUpdated,
      failed: messages.unidadeSaveFailed,
    },
    onDone,
  });

  const onSubmit = handleSubmit(submit);

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
      <ControlledSwitch control={control} name="ativo" id="unidade-ativo" label="Ativo" />
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
