import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { bancaInputSchema, type AdminBanca, type BancaInput } from '../../../../shared/schemas/admin';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { useAdminSave } from '../../../components/admin/use-admin-save';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ControlledSwitch } from '../../../components/ui/switch';
import { useSaveBanca } from '../api/bancas';

type FormValues = z.input<typeof bancaInputSchema>;

/** Nome and Ativo; a name another banca has (whatever its case) is refused under the field. */
function BancaForm({ banca, onDone }: { banca: AdminBanca | null; onDone: (saving: boolean) => void }) {
  const save = useSaveBanca();
  const form = useForm<FormValues, unknown, BancaInput>({
    resolver: zodResolver(bancaInputSchema),
    defaultValues: { nome: banca?.nome ?? '', ativo: banca?.ativo ?? true },
  });
  const { errors } = form.formState;
  const { formError, submit } = useAdminSave({
    save,
    id: banca?.id ?? null,
    setError: form.setError,
    codeFields: { BANCA_DUPLICADA: 'nome' },
    messages: { created: messages.bancaCreated, updated: messages.bancaUpdated, failed: messages.bancaSaveFailed },
    onDone,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field id="banca-nome" label="Nome da banca" error={errors.nome?.message}>
        <Input
          id="banca-nome"
          placeholder="Ex.: VUNESP"
          {...form.register('nome')}
          {...invalidFieldProps(Boolean(errors.nome), 'banca-nome')}
        />
      </Field>
      <ControlledSwitch
        control={form.control}
        name="ativo"
        id="banca-ativo"
        label="Ativa (aparece no cadastro de questões)"
      />
      <FormDialogFooter onCancel={() => onDone(save.isPending)} saving={save.isPending} submitLabel="Salvar" />
    </form>
  );
}

/** 'Nova Banca' / 'Editar Banca' (issue 33 §2). `banca` null creates. */
export function BancaFormDialog({
  open,
  banca,
  onOpenChange,
}: {
  open: boolean;
  banca: AdminBanca | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={banca ? 'Editar Banca' : 'Nova Banca'}
      description="Questões de prova indicam a banca; uma banca inativa some da lista do cadastro de questões."
    >
      {(close) => <BancaForm banca={banca} onDone={close} />}
    </CrudFormDialog>
  );
}
