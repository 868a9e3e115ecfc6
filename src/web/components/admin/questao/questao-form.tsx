import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import {
  isImagemUrlValida,
  questaoAdminMessages,
  questaoMessages,
  type AdminQuestao,
  type QuestaoInput,
} from '../../../../shared/schemas/admin-questoes';
import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import { useAdminCatalogo } from '../../../components/admin/use-admin-catalogo';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { LoadFailed, PageLoading } from '../../../components/load-states';
import { Alert } from '../../../components/ui/alert';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { errorMessage, isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useSaveQuestao } from './questoes-api';
import { questaoResolver, type FieldName, type FormValues } from './form-types';
import { ImagemPreview } from './image-url-preview';
import { ImagemUploadButton } from './imagem-upload-button';
import { QuestaoPreview } from './questao-preview';
import { RichTextField } from './rich-text-field';
import { QuestaoFonteFields } from './questao-fonte-fields';
import { QuestaoTipoFields } from './questao-tipo-fields';

const toId = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const toAulaId = (value: unknown) => toId(value) ?? null;

function defaultsOf(questao: AdminQuestao | null): FormValues {
  if (!questao) {
    return {
      materiaId: undefined as unknown as number,
      aulaId: null,
      enunciado: '',
      imagemUrl: '',
      alternativaA: '',
      alternativaB: '',
      alternativaC: '',
      alternativaD: '',
      alternativaE: '',
      respostaCorreta: undefined as unknown as 'A',
      ...fonteDefaults(null),
    };
  }
  return {
    materiaId: questao.materiaId,
    aulaId: questao.aulaId,
    enunciado: questao.enunciado,
    imagemUrl: questao.imagemUrl ?? '',
    alternativaA: questao.alternativaA ?? '',
    alternativaB: questao.alternativaB ?? '',
    alternativaC: questao.alternativaC ?? '',
    alternativaD: questao.alternativaD ?? '',
    alternativaE: questao.alternativaE ?? '',
    respostaCorreta: questao.respostaCorreta,
    ...fonteDefaults(questao),
  };
}

/** Issue 33's fields as the form holds them: '' for an empty text, null for no banca or year. */
function fonteDefaults(questao: AdminQuestao | null) {
  return {
    tipo: questao?.tipo ?? 'multipla5',
    comentario: questao?.comentario ?? '',
    bancaId: questao?.bancaId ?? null,
    orgao: questao?.orgao ?? '',
    ano: questao?.ano ?? null,
    cargo: questao?.cargo ?? '',
    anulada: questao?.anulada ?? false,
    anuladaNota: questao?.anuladaNota ?? '',
    desatualizada: questao?.desatualizada ?? false,
  } satisfies Partial<FormValues>;
}

/**
 * The question form of the 'Nova Questão' / 'Editar Questão' modal (SPEC §2, §5): Matéria (teóricas, by
 * módulo), Aula (opcional, of that matéria), Enunciado (HTML), URL da Imagem with a live preview — an
 * invalid address says so at once and keeps 'Salvar' disabled —, the kind with its alternatives and key
 * (QuestaoTipoFields), and the explanation, source and marks of issue 33 (QuestaoFonteFields).
 * `questao` null creates.
 */
export function QuestaoForm({ questao, onDone }: { questao: AdminQuestao | null; onDone: (saving: boolean) => void }) {
  // The selects need their options before the form mounts, or an edited question's matéria would not show.
  const catalogo = useAdminCatalogo();
  if (catalogo.isPending) return <PageLoading label="Carregando matérias..." />;
  if (catalogo.isError) {
    return <LoadFailed message={questaoAdminMessages.catalogoLoadFailed} onRetry={() => void catalogo.refetch()} />;
  }
  return <QuestaoFormFields questao={questao} catalogo={catalogo.data} onDone={onDone} />;
}

function QuestaoFormFields({
  questao,
  catalogo,
  onDone,
}: {
  questao: AdminQuestao | null;
  catalogo: AdminCatalogo;
  onDone: (saving: boolean) => void;
}) {
  const save = useSaveQuestao();
  const [formError, setFormError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, QuestaoInput>({
    resolver: questaoResolver,
    defaultValues: defaultsOf(questao),
  });

  const materiaId = useWatch({ control, name: 'materiaId' });
  const imagemUrl = (useWatch({ control, name: 'imagemUrl' }) ?? '').trim();
  const imagemInvalida = imagemUrl !== '' && !isImagemUrlValida(imagemUrl);

  const modulosComMaterias = useMemo(
    () =>
      catalogo.modulos
        .map((m) => ({
          ...m,
          materias: catalogo.materias.filter((mt) => mt.moduloId === m.id && mt.tipo === 'teorica'),
        }))
        .filter((m) => m.materias.length > 0),
    [catalogo],
  );
  const aulas = useMemo(
    () => catalogo.aulas.filter((a) => materiaId !== undefined && a.materiaId === Number(materiaId)),
    [catalogo, materiaId],
  );

  const onSubmit = handleSubmit(
    (body) => {
      setFormError(null);
      save.mutate(
        { id: questao?.id ?? null, body },
        {
          onSuccess: () => {
            toast.success(questao ? questaoAdminMessages.updated : questaoAdminMessages.created);
            onDone(false);
          },
          onError: (error) => {
            // A field the server refused (aula of another matéria, a statement emptied by the HTML
            // allow-list) is shown under that field; anything else above the form.
            const fields = isApiError(error) ? error.fields : undefined;
            const named = fields ? Object.entries(fields).filter(([key]) => key in defaultsOf(null)) : [];
            if (named.length > 0) for (const [key, message] of named) setError(key as FieldName, { message });
            else setFormError(errorMessage(error, questaoAdminMessages.saveFailed));
            toast.error(questaoAdminMessages.saveFailed);
          },
        },
      );
    },
    // A refusal shows under its field: back to editing, where the fields are.
    () => setPreviewing(false),
  );

  const err = (name: FieldName) => errors[name]?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div
        role="group"
        aria-label="Modo do formulário"
        className="flex gap-1 self-start rounded-lg bg-surface-muted p-1"
      >
        {[
          { label: 'Editar', on: !previewing, set: false },
          { label: 'Pré-visualizar', on: previewing, set: true },
        ].map((mode) => (
          <button
            key={mode.label}
            type="button"
            aria-pressed={mode.on}
            onClick={() => setPreviewing(mode.set)}
            className={cn(
              'h-9 rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              mode.on ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {mode.label}
          </button>
        ))}
      </div>
      {previewing ? <QuestaoPreview control={control} /> : null}
      {/* Hidden, not unmounted, while previewing: the editors keep their undo history. */}
      <div hidden={previewing} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="questao-materia" label="Matéria" error={err('materiaId')}>
            <NativeSelect
              id="questao-materia"
              {...register('materiaId', {
                setValueAs: toId,
                onChange: () => setValue('aulaId', null),
              })}
              {...invalidFieldProps(Boolean(errors.materiaId), 'questao-materia')}
            >
              <option value="">Selecione uma matéria</option>
              {modulosComMaterias.map((m) => (
                <optgroup key={m.id} label={m.nome}>
                  {m.materias.map((mt) => (
                    <option key={mt.id} value={mt.id}>
                      {mt.nome}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id="questao-aula"
            label="Aula (opcional)"
            error={err('aulaId')}
            hint={materiaId !== undefined && aulas.length === 0 ? 'Esta matéria não tem aulas.' : undefined}
          >
            <NativeSelect
              id="questao-aula"
              disabled={aulas.length === 0}
              {...register('aulaId', { setValueAs: toAulaId })}
              {...invalidFieldProps(Boolean(errors.aulaId), 'questao-aula')}
            >
              <option value="">Sem aula</option>
              {aulas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.ordem}. {a.titulo}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <RichTextField
          control={control}
          name="enunciado"
          id="questao-enunciado"
          label="Enunciado"
          error={err('enunciado')}
          hint="Negrito, listas, tabelas, links e imagens (arraste, cole ou use o botão Imagem). O que vier colado de outro lugar fica só com a formatação permitida."
          placeholder="Digite o enunciado da questão"
        />
        <Field
          id="questao-imagem"
          label="URL da Imagem (opcional)"
          error={imagemInvalida ? questaoMessages.imagemUrlInvalida : err('imagemUrl')}
          hint="Envie um arquivo (PNG, JPEG, WebP ou GIF, até 5 MB) ou informe um endereço http(s) terminado em jpg, png, gif, webp ou svg."
          labelAside={
            <ImagemUploadButton
              onUploaded={(url) => setValue('imagemUrl', url, { shouldDirty: true, shouldValidate: true })}
            />
          }
        >
          <Input
            id="questao-imagem"
            type="url"
            inputMode="url"
            placeholder="https://exemplo.com/figura.png"
            {...register('imagemUrl')}
            {...invalidFieldProps(imagemInvalida || Boolean(errors.imagemUrl), 'questao-imagem')}
          />
        </Field>
        {imagemUrl !== '' && !imagemInvalida ? (
          <div className="flex flex-col gap-1">
            <span className="text-xs text-muted-foreground">Pré-visualização</span>
            <ImagemPreview key={imagemUrl} url={imagemUrl} maxHeightClass="max-h-[200px]" alt="Imagem da questão" />
          </div>
        ) : null}
        <QuestaoTipoFields control={control} register={register} setValue={setValue} errors={errors} />
        <QuestaoFonteFields
          control={control}
          register={register}
          errors={errors}
          bancas={catalogo.bancas}
          bancaAtualId={questao?.bancaId ?? null}
        />
      </div>
      <FormDialogFooter
        onCancel={() => onDone(save.isPending)}
        saving={save.isPending}
        submitLabel="Salvar"
        submitDisabled={imagemInvalida}
      />
    </form>
  );
}
