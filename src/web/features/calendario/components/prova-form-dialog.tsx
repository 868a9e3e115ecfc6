import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { PROVA_DESCRICAO_MAX, provaFormSchema, type Prova, type ProvaForm } from '../../../../shared/schemas/provas';
import { Alert } from '../../../components/ui/alert';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage, isApiError, isUnexpectedError } from '../../../lib/api';
import { setApiFieldErrors } from '../../../lib/api-field-errors';
import { useProvaMaterias } from '../api/list-prova-materias';
import { useSaveProva } from '../api/save-prova';

const FIELDS = ['materiaId', 'data', 'hora', 'descricao'] as const;
const empty: ProvaForm = { materiaId: '', data: '', hora: '', descricao: '' };

function valuesOf(prova: Prova | null): ProvaForm {
  if (!prova) return empty;
  return { materiaId: String(prova.materia.id), data: prova.data, hora: prova.hora, descricao: prova.descricao ?? '' };
}

/**
 * 'Nova Prova' (SPEC §2 /calendario): Matéria, Data, Hora, Descrição (opcional); 'Criar' for a new prova,
 * 'Atualizar' for the one being edited. Date and time are the student's, in Brasília time. The page gives
 * each opening its own `key`, so the form starts from the prova (or blank), never from a previous draft.
 */
export function ProvaFormDialog({
  open,
  prova,
  onOpenChange,
}: {
  open: boolean;
  /** The prova being edited, or null for a new one. */
  prova: Prova | null;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = prova !== null;
  const [formError, setFormError] = useState<string | null>(null);
  const materias = useProvaMaterias();
  const save = useSaveProva();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProvaForm>({ resolver: zodResolver(provaFormSchema), defaultValues: valuesOf(prova) });

  const setOpen = (next: boolean) => {
    if (!save.isPending) onOpenChange(next);
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const body = {
      materiaId: Number(values.materiaId),
      data: values.data,
      hora: values.hora,
      descricao: values.descricao.trim() || null,
    };
    save.mutate(
      { id: prova?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(editing ? messages.provaUpdated : messages.provaCreated);
          onOpenChange(false);
        },
        onError: (error) => {
          if (setApiFieldErrors(error, FIELDS, setError)) return;
          setFormError(errorMessage(error, messages.provaSaveFailed));
          if (isUnexpectedError(error) || (isApiError(error) && error.status >= 500))
            toast.error(messages.provaSaveFailed);
        },
      },
    );
  });

  const a11y = (name: keyof ProvaForm, id: string) => invalidFieldProps(Boolean(errors[name]), id);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Editar Prova' : 'Nova Prova'}</DialogTitle>
          <DialogDescription>Informe a data e o horário de Brasília da prova.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          {materias.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner label="Carregando matérias..." />
            </div>
          ) : materias.isError ? (
            <Alert
              tone="error"
              action={
                <Button size="sm" variant="outline" onClick={() => void materias.refetch()}>
                  Tentar novamente
                </Button>
              }
            >
              {messages.loadFailed}
            </Alert>
          ) : (
            // Rendered once the subjects are here, so the select can show the prova's own from the start.
            <>
              <Field id="prova-materia" label="Matéria" error={errors.materiaId?.message}>
                <NativeSelect id="prova-materia" {...register('materiaId')} {...a11y('materiaId', 'prova-materia')}>
                  <option value="">Selecione uma matéria</option>
                  {materias.data.materias.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.nome}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              {/* Side by side a phone's date field (dd/mm/aaaa and its calendar button) is cut short. */}
              <div className="grid gap-3 min-[26rem]:grid-cols-2">
                <Field id="prova-data" label="Data" error={errors.data?.message}>
                  <Input id="prova-data" type="date" {...register('data')} {...a11y('data', 'prova-data')} />
                </Field>
                <Field id="prova-hora" label="Hora" error={errors.hora?.message}>
                  <Input id="prova-hora" type="time" {...register('hora')} {...a11y('hora', 'prova-hora')} />
                </Field>
              </div>
              <Field id="prova-descricao" label="Descrição (opcional)" error={errors.descricao?.message}>
                <Textarea
                  id="prova-descricao"
                  rows={3}
                  maxLength={PROVA_DESCRICAO_MAX}
                  placeholder="Ex.: local, sala, o que levar"
                  className="min-h-20"
                  {...register('descricao')}
                  {...a11y('descricao', 'prova-descricao')}
                />
              </Field>
            </>
          )}
          <FormDialogFooter
            onCancel={() => setOpen(false)}
            saving={save.isPending}
            submitLabel={editing ? 'Atualizar' : 'Criar'}
            submitDisabled={!materias.isSuccess}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
