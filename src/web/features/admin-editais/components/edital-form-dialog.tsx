import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { editalInputSchema, type AdminEdital, type EditalInput } from '../../../../shared/schemas/admin';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { useAdminSave } from '../../../components/admin/use-admin-save';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ControlledSwitch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveEdital } from '../api/editais';

type FormValues = z.input<typeof editalInputSchema>;

function EditalForm({ edital, onDone }: { edital: AdminEdital | null; onDone: (saving: boolean) => void }) {
  const save = useSaveEdital();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, EditalInput>({
    resolver: zodResolver(editalInputSchema),
    defaultValues: edital
      ? { numero: edital.numero, descricao: edital.descricao ?? '', ativo: edital.ativo }
      : { numero: '', descricao: '', ativo: true },
  });
  const { formError, submit } = useAdminSave({
    save,
    id: edital?.id ?? null,
    setError,
    codeFields: { EDITAL_DUPLICADO: 'numero' },
    messages: { created: messages.editalCreated, updated: messages.editalUpdated, failed: messages.editalSaveFailed },
    onDone,
  });

  const onSubmit = handleSubmit(submit);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field id="edital-numero" label="Número do Edital" error={errors.numero?.message}>
        <Input
          id="edital-numero"
          placeholder="Ex.: 01/2025"
          {...register('numero')}
          {...invalidFieldProps(Boolean(errors.numero), 'edital-numero')}
        />
      </Field>
      <Field id="edital-descricao" label="Descrição (opcional)" error={errors.descricao?.message}>
        <Textarea
          id="edital-descricao"
          rows={3}
          maxLength={500}
          placeholder="Ex.: Curso de Formação de Soldados"
          className="min-h-20"
          {...register('descricao')}
          {...invalidFieldProps(Boolean(errors.descricao), 'edital-descricao')}
        />
      </Field>
      <ControlledSwitch control={control} name="ativo" id="edital-ativo" label="Ativo" />
      <FormDialogFooter onCancel={() => onDone(save.isPending)} saving={save.isPending} submitLabel="Salvar" />
    </form>
  );
}

/** 'Novo Edital' / 'Editar Edital' (SPEC §5: número required, descrição optional). `edital` null creates. */
export function EditalFormDialog({
  open,
  edital,
  onOpenChange,
}: {
  open: boolean;
  edital: AdminEdital | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={edital ? 'Editar Edital' : 'Novo Edital'}
      description="Editais ativos aparecem para os alunos escolherem no perfil."
    >
      {(close) => <EditalForm edital={edital} onDone={close} />}
    </CrudFormDialog>
  );
}
