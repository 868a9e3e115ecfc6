import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { messages } from '../../../../shared/messages';
import { moduloInputSchema, type AdminModulo, type ModuloInput } from '../../../../shared/schemas/admin';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { useAdminSave } from '../../../components/admin/use-admin-save';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSaveModulo } from '../api/modulos';

function ModuloForm({ modulo, onDone }: { modulo: AdminModulo | null; onDone: (saving: boolean) => void }) {
  const save = useSaveModulo();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ModuloInput>({ resolver: zodResolver(moduloInputSchema), defaultValues: { nome: modulo?.nome ?? '' } });
  const { formError, submit } = useAdminSave({
    save,
    id: modulo?.id ?? null,
    setError,
    codeFields: { MODULO_DUPLICADO: 'nome' },
    messages: { created: messages.moduloCreated, updated: messages.moduloUpdated, failed: messages.moduloSaveFailed },
    onDone,
  });

  const onSubmit = handleSubmit(submit);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field id="modulo-nome" label="Nome" error={errors.nome?.message}>
        <Input
          id="modulo-nome"
          placeholder="Ex.: Básico"
          {...register('nome')}
          {...invalidFieldProps(Boolean(errors.nome), 'modulo-nome')}
        />
      </Field>
      <FormDialogFooter onCancel={() => onDone(save.isPending)} saving={save.isPending} submitLabel="Salvar" />
    </form>
  );
}

/** 'Novo Módulo' / 'Editar Módulo' (SPEC §2 admin panel: Nome). `modulo` null creates. */
export function ModuloFormDialog({
  open,
  modulo,
  onOpenChange,
}: {
  open: boolean;
  modulo: AdminModulo | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={modulo ? 'Editar Módulo' : 'Novo Módulo'}
      description="Os módulos agrupam as matérias do curso."
    >
      {(close) => <ModuloForm modulo={modulo} onDone={close} />}
    </CrudFormDialog>
  );
}
