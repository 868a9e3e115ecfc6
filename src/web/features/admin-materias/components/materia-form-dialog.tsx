import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  MATERIA_TIPOS,
  materiaFormSchema,
  materiaMessages,
  materiaTipoLabel,
  type AdminMateria,
  type MateriaFormValues,
  type MateriaInput,
} from '../../../../shared/schemas/admin-materias';
import { messages } from '../../../../shared/messages';
import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { useAdminSave } from '../../../components/admin/use-admin-save';
import { useAdminCatalogo } from '../../../components/admin/use-admin-catalogo';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { LoadFailed } from '../../../components/load-states';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveMateria } from '../api/materias';

const FIELDS = ['nome', 'moduloId', 'tipo'] as const;

type Modulos = AdminCatalogo['modulos'];

function MateriaForm({
  materia,
  modulos,
  onDone,
}: {
  materia: AdminMateria | null;
  modulos: Modulos;
  onDone: (saving: boolean) => void;
}) {
  const save = useSaveMateria();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MateriaFormValues, unknown, MateriaInput>({
    resolver: zodResolver(materiaFormSchema),
    defaultValues: materia
      ? { nome: materia.nome, moduloId: String(materia.moduloId), tipo: materia.tipo, isFree: materia.isFree }
      : { nome: '', moduloId: '', tipo: 'teorica', isFree: false },
  });
  const { formError, submit } = useAdminSave({
    save,
    id: materia?.id ?? null,
    setError,
    fields: FIELDS,
    messages: {
      created: materiaMessages.created,
      updated: materiaMessages.updated,
      failed: materiaMessages.saveFailed,
    },
    onDone,
  });

  const onSubmit = handleSubmit(submit);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field id="materia-nome" label="Nome da Matéria" error={errors.nome?.message}>
        <Input
          id="materia-nome"
          placeholder="Ex.: Língua Portuguesa"
          {...register('nome')}
          {...invalidFieldProps(Boolean(errors.nome), 'materia-nome')}
        />
      </Field>
      <Field
        id="materia-modulo"
        label="Módulo"
        error={errors.moduloId?.message}
        hint={modulos.length === 0 ? 'Cadastre um módulo na aba Módulos primeiro.' : undefined}
      >
        <NativeSelect
          id="materia-modulo"
          {...register('moduloId')}
          {...invalidFieldProps(Boolean(errors.moduloId), 'materia-modulo')}
        >
          <option value="">Selecione um módulo</option>
          {modulos.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nome}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="materia-tipo" label="Tipo" error={errors.tipo?.message}>
        <NativeSelect
          id="materia-tipo"
          {...register('tipo')}
          {...invalidFieldProps(Boolean(errors.tipo), 'materia-tipo')}
        >
          {MATERIA_TIPOS.map((tipo) => (
            <option key={tipo} value={tipo}>
              {materiaTipoLabel[tipo]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="isFree"
          render={({ field }) => (
            <Checkbox
              id="materia-gratuita"
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <Label htmlFor="materia-gratuita">Disponibilizar gratuitamente</Label>
      </div>
      <FormDialogFooter onCancel={() => onDone(save.isPending)} saving={save.isPending} submitLabel="Salvar" />
    </form>
  );
}

/**
 * The form waits for the módulo list: a native select given its value before its options exist would
 * forget the matéria's módulo.
 */
function MateriaFormLoader({ materia, onDone }: { materia: AdminMateria | null; onDone: (saving: boolean) => void }) {
  const catalogo = useAdminCatalogo();
  if (catalogo.isPending) return <Spinner label="Carregando módulos..." />;
  if (catalogo.isError)
    return <LoadFailed message={messages.modulosLoadFailed} onRetry={() => void catalogo.refetch()} />;
  return <MateriaForm materia={materia} modulos={catalogo.data.modulos} onDone={onDone} />;
}

/** 'Nova Matéria' / 'Editar Matéria' (SPEC §2): Nome, Módulo, Tipo, gratuita. `materia` null creates. */
export function MateriaFormDialog({
  open,
  materia,
  onOpenChange,
}: {
  open: boolean;
  materia: AdminMateria | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={materia ? 'Editar Matéria' : 'Nova Matéria'}
      description="Matérias teóricas têm questões e simulados; práticas recebem apenas notas. Gratuitas ficam abertas a quem não assina."
    >
      {(close) => <MateriaFormLoader materia={materia} onDone={close} />}
    </CrudFormDialog>
  );
}
