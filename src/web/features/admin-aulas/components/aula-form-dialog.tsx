import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import {
  AULA_ORDEM_MAX,
  aulaFormSchema,
  aulaMessages,
  proximaOrdem,
  type AdminAula,
  type AulaFormValues,
  type AulaInput,
} from '../../../../shared/schemas/admin-materias';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { useAdminSave } from '../../../components/admin/use-admin-save';
import { useAdminCatalogo } from '../../../components/admin/use-admin-catalogo';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { LoadFailed } from '../../../components/load-states';
import { Alert } from '../../../components/ui/alert';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { ControlledSwitch } from '../../../components/ui/switch';
import { useSaveAula } from '../api/aulas';
import { MateriaOptions } from './materia-options';

const FIELDS = ['materiaId', 'titulo', 'ordem'] as const;

/** The next free position in a matéria, from the catalogue's aulas. */
function ordemSugerida(catalogo: AdminCatalogo, materiaId: string): string {
  if (!materiaId) return '';
  return String(proximaOrdem(catalogo.aulas.filter((a) => a.materiaId === Number(materiaId)).map((a) => a.ordem)));
}

function AulaForm({
  aula,
  materiaInicial,
  catalogo,
  onDone,
}: {
  aula: AdminAula | null;
  materiaInicial: number | null;
  catalogo: AdminCatalogo;
  onDone: (saving: boolean) => void;
}) {
  const save = useSaveAula();
  // Aulas belong to teóricas only (práticas have no questões to filter): the server refuses the others.
  // An aula already under a prática (made before that rule) keeps its matéria in the list.
  const aceita = (m: AdminCatalogo['materias'][number]) => m.tipo === 'teorica' || m.id === aula?.materiaId;
  const inicial = catalogo.materias.find((m) => m.id === materiaInicial);
  const materiaId = inicial && aceita(inicial) ? String(inicial.id) : '';
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<AulaFormValues, unknown, AulaInput>({
    resolver: zodResolver(aulaFormSchema),
    defaultValues: aula
      ? { materiaId: String(aula.materiaId), titulo: aula.titulo, ordem: String(aula.ordem), ativo: aula.ativo }
      : { materiaId, titulo: '', ordem: ordemSugerida(catalogo, materiaId), ativo: true },
  });
  const { formError, submit } = useAdminSave({
    save,
    id: aula?.id ?? null,
    setError,
    fields: FIELDS,
    messages: { created: aulaMessages.created, updated: aulaMessages.updated, failed: aulaMessages.saveFailed },
    onDone,
  });

  // A new aula is offered the next free position of the chosen matéria, unless the admin typed one.
  const materiaField = register('materiaId', {
    onChange: (event: { target: { value: string } }) => {
      if (!aula && !getFieldState('ordem').isDirty) setValue('ordem', ordemSugerida(catalogo, event.target.value));
    },
  });

  const onSubmit = handleSubmit(submit);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field
        id="aula-materia"
        label="Matéria"
        error={errors.materiaId?.message}
        hint={catalogo.materias.some(aceita) ? undefined : 'Cadastre uma matéria teórica na aba Matérias primeiro.'}
      >
        <NativeSelect
          id="aula-materia"
          {...materiaField}
          {...invalidFieldProps(Boolean(errors.materiaId), 'aula-materia')}
        >
          <option value="">Selecione uma matéria</option>
          <MateriaOptions catalogo={catalogo} only={aceita} />
        </NativeSelect>
      </Field>
      <Field id="aula-titulo" label="Título" error={errors.titulo?.message}>
        <Input
          id="aula-titulo"
          placeholder="Ex.: Crase"
          {...register('titulo')}
          {...invalidFieldProps(Boolean(errors.titulo), 'aula-titulo')}
        />
      </Field>
      <Field
        id="aula-ordem"
        label="Ordem"
        hint={aula ? 'A posição da aula na sequência da matéria.' : 'Sugerimos a próxima posição livre da matéria.'}
        error={errors.ordem?.message}
      >
        <Input
          id="aula-ordem"
          type="number"
          inputMode="numeric"
          min={1}
          max={AULA_ORDEM_MAX}
          step={1}
          {...register('ordem')}
          {...invalidFieldProps(Boolean(errors.ordem), 'aula-ordem')}
        />
      </Field>
      <ControlledSwitch control={control} name="ativo" id="aula-ativo" label="Ativo" />
      <FormDialogFooter onCancel={() => onDone(save.isPending)} saving={save.isPending} submitLabel="Salvar" />
    </form>
  );
}

/** The form waits for the catalogue: its matéria select needs its options before it is given a value. */
function AulaFormLoader(props: {
  aula: AdminAula | null;
  materiaInicial: number | null;
  onDone: (saving: boolean) => void;
}) {
  const catalogo = useAdminCatalogo();
  if (catalogo.isPending) return <Spinner label="Carregando matérias..." />;
  if (catalogo.isError) return <LoadFailed message={aulaMessages.loadFailed} onRetry={() => void catalogo.refetch()} />;
  return <AulaForm {...props} catalogo={catalogo.data} />;
}

/**
 * 'Nova Aula' / 'Editar Aula' (SPEC §5: every field required, ordem from 1). `aula` null creates, in
 * `materiaInicial` when the list is filtered by a matéria.
 */
export function AulaFormDialog({
  open,
  aula,
  materiaInicial,
  onOpenChange,
}: {
  open: boolean;
  aula: AdminAula | null;
  materiaInicial: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={aula ? 'Editar Aula' : 'Nova Aula'}
      description="As aulas ativas aparecem, na ordem, como filtro das questões da matéria no simulado."
    >
      {(close) => <AulaFormLoader aula={aula} materiaInicial={materiaInicial} onDone={close} />}
    </CrudFormDialog>
  );
}
