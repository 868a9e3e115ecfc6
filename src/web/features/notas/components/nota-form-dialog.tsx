import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import {
  NOTA_DESCRICAO_MAX,
  notaFormSchema,
  type Nota,
  type NotaFormValues,
  type NotaInput,
  type NotaMaterias,
} from '../../../../shared/schemas/notas';
import { LoadFailed, PageLoading } from '../../../components/load-states';
import { Alert } from '../../../components/ui/alert';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage, isApiError } from '../../../lib/api';
import { refreshSession } from '../../../lib/session';
import { useCreateNota } from '../api/create-nota';
import { notasKeys } from '../api/keys';
import { useNotaMaterias } from '../api/list-nota-materias';
import { useUpdateNota } from '../api/update-nota';
import { todayIsoDay } from './nota-format';

const FIELDS = ['materiaId', 'nota', 'data', 'descricao'] as const;

/** The Matéria options grouped by module; a practical subject says it only takes grades. */
function groupByModulo(materias: NotaMaterias['materias']) {
  const groups = new Map<number, { nome: string; materias: NotaMaterias['materias'] }>();
  for (const materia of materias) {
    const group = groups.get(materia.moduloId) ?? { nome: materia.moduloNome, materias: [] };
    group.materias.push(materia);
    groups.set(materia.moduloId, group);
  }
  return [...groups.entries()];
}

function valuesOf(nota: Nota | null): NotaFormValues {
  return nota
    ? {
        materiaId: String(nota.materia.id),
        // Shown as the student writes it: 7,5.
        nota: String(nota.nota).replace('.', ','),
        data: nota.data,
        descricao: nota.descricao ?? '',
      }
    : { materiaId: '', nota: '', data: todayIsoDay(), descricao: '' };
}

function NotaForm({
  nota,
  materias,
  create,
  update,
  onDone,
}: {
  nota: Nota | null;
  materias: NotaMaterias;
  create: ReturnType<typeof useCreateNota>;
  update: ReturnType<typeof useUpdateNota>;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const saving = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NotaFormValues, unknown, NotaInput>({
    resolver: zodResolver(notaFormSchema),
    defaultValues: valuesOf(nota),
  });

  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      // The session ended elsewhere: the guard takes the student to /login once the profile says so.
      toast.error(messages.sessionExpired);
      void refreshSession(queryClient);
      return;
    }
    let marked = false;
    for (const field of FIELDS) {
      const message = isApiError(error) ? error.fields?.[field] : undefined;
      if (message) {
        setError(field, { message });
        marked = true;
      }
    }
    if (!marked) setFormError(errorMessage(error, messages.notaSaveFailed));
    // Deleted in another tab meanwhile: the list should stop showing it.
    if (isApiError(error) && error.code === 'NOTA_NOT_FOUND')
      void queryClient.invalidateQueries({ queryKey: notasKeys.list() });
    toast.error(messages.notaSaveFailed);
  };

  const onSubmit = handleSubmit((body) => {
    setFormError(null);
    if (nota) {
      update.mutate(
        { id: nota.id, body },
        {
          onSuccess: () => {
            toast.success(messages.notaUpdated);
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(messages.notaCreated);
          onDone();
        },
        onError,
      });
    }
  });

  const a11y = (name: keyof NotaFormValues, id: string) => invalidFieldProps(Boolean(errors[name]), id);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field id="nota-materia" label="Matéria" error={errors.materiaId?.message}>
        <NativeSelect id="nota-materia" {...register('materiaId')} {...a11y('materiaId', 'nota-materia')}>
          <option value="">Selecione uma matéria</option>
          {groupByModulo(materias.materias).map(([moduloId, group]) => (
            <optgroup key={moduloId} label={group.nome}>
              {group.materias.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.tipo === 'pratica' ? `${m.nome} — Prática (Apenas Notas)` : m.nome}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="nota-valor" label="Nota" hint="De 0 a 10, até duas casas decimais." error={errors.nota?.message}>
          <Input
            id="nota-valor"
            // Text with a decimal keypad, not type=number: a number field in a browser whose language
            // writes decimals with a point drops the comma, and '0,5' became 5. The schema reads both.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Ex.: 7,5"
            {...register('nota')}
            {...a11y('nota', 'nota-valor')}
          />
        </Field>
        <Field id="nota-data" label="Data" error={errors.data?.message}>
          <Input id="nota-data" type="date" {...register('data')} {...a11y('data', 'nota-data')} />
        </Field>
      </div>
      <Field id="nota-descricao" label="Descrição (opcional)" error={errors.descricao?.message}>
        <Textarea
          id="nota-descricao"
          rows={3}
          maxLength={NOTA_DESCRICAO_MAX}
          placeholder="Ex.: Prova bimestral, 2ª chamada..."
          className="min-h-20"
          {...register('descricao')}
          {...a11y('descricao', 'nota-descricao')}
        />
      </Field>
      <FormDialogFooter onCancel={onDone} saving={saving} submitLabel={nota ? 'Atualizar' : 'Salvar'} />
    </form>
  );
}

/**
 * 'Nova Nota' / 'Editar Nota' (SPEC §2 /notas, §5): Matéria (required; practical subjects too), Nota
 * 0–10 step 0.01, Data, Descrição (opcional). `nota` null creates; a nota edits it.
 */
export function NotaFormDialog({
  open,
  nota,
  onOpenChange,
}: {
  open: boolean;
  nota: Nota | null;
  onOpenChange: (open: boolean) => void;
}) {
  const materias = useNotaMaterias();
  // Owned here, not by the form, so the dialog cannot be dismissed half-way through a save.
  const create = useCreateNota();
  const update = useUpdateNota();
  const saving = create.isPending || update.isPending;
  const setOpen = (next: boolean) => {
    if (!saving) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{nota ? 'Editar Nota' : 'Nova Nota'}</DialogTitle>
          <DialogDescription>
            {nota
              ? 'Corrija o que for preciso: suas médias e o ranking são atualizados na hora.'
              : 'Registre a nota de uma prova do curso. Ela entra nas médias do módulo e no ranking.'}
          </DialogDescription>
        </DialogHeader>
        {materias.isPending ? (
          <PageLoading label="Carregando matérias..." />
        ) : materias.isError ? (
          <LoadFailed onRetry={() => void materias.refetch()} />
        ) : (
          <NotaForm
            nota={nota}
            materias={materias.data}
            create={create}
            update={update}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
