import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { formatTamanho } from '../../../../shared/rules/numbers';
import {
  isResumoUrlValida,
  RESUMO_DESCRICAO_MAX,
  RESUMO_PDF_MAX_BYTES,
  RESUMO_PDF_MAX_LABEL,
  resumoAdminMessages as msg,
  type AdminResumo,
} from '../../../../shared/schemas/admin-resumos';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { RichTextField } from '../../../components/admin/questao/rich-text-field';
import { useAdminCatalogo } from '../../../components/admin/use-admin-catalogo';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { PageLoading } from '../../../components/load-states';
import { Alert } from '../../../components/ui/alert';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage, isApiError } from '../../../lib/api';
import { useSaveResumo } from '../api/resumos';
import { MateriaSelect } from './materia-select';
import { PdfFileInput } from './pdf-file-input';
import { PdfSourceToggle, type PdfSource } from './pdf-source-toggle';

interface FormValues {
  materiaId: string;
  fonte: PdfSource;
  url: string;
  arquivo: File | null;
  descricao: string;
}

/** Why a chosen file cannot be sent, or null: checked as soon as it is picked, before any upload. */
export function problemaDoArquivo(file: File): string | null {
  if (file.size > RESUMO_PDF_MAX_BYTES)
    return `${msg.pdfMuitoGrande} (o arquivo escolhido tem ${formatTamanho(file.size)}).`;
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  return looksPdf ? null : 'Selecione um arquivo PDF.';
}

/**
 * SPEC §5 'Admin resumo': matéria and the PDF required ('Por favor, preencha todos os campos'). On an edit
 * of a resumo whose PDF we keep, leaving the file empty keeps it (`canKeepFile`).
 */
const formSchema = (canKeepFile: boolean) =>
  z
    .object({
      materiaId: z.string().min(1, msg.camposObrigatorios),
      fonte: z.enum(['url', 'arquivo']),
      url: z.string(),
      arquivo: z.custom<File | null>(),
      descricao: z.string().max(RESUMO_DESCRICAO_MAX, msg.descricaoLonga),
    })
    .superRefine((v, ctx) => {
      if (v.fonte === 'url') {
        const url = v.url.trim();
        if (!url) ctx.addIssue({ code: 'custom', path: ['url'], message: msg.camposObrigatorios });
        else if (!isResumoUrlValida(url)) ctx.addIssue({ code: 'custom', path: ['url'], message: msg.urlInvalida });
        return;
      }
      const problema = v.arquivo ? problemaDoArquivo(v.arquivo) : canKeepFile ? null : msg.camposObrigatorios;
      if (problema) ctx.addIssue({ code: 'custom', path: ['arquivo'], message: problema });
    });

/**
 * The multipart body: the matéria, the description ('' for none, which also clears it on an edit), and
 * the link or the file (neither on an edit that keeps the PDF).
 */
function toFormData(values: FormValues): FormData {
  const form = new FormData();
  form.set('materiaId', values.materiaId);
  form.set('descricao', values.descricao);
  if (values.fonte === 'url') form.set('url', values.url.trim());
  else if (values.arquivo) form.set('arquivo', values.arquivo, values.arquivo.name);
  return form;
}

/** Server refusals that belong under one field; anything else shows above the form. */
const FIELD_OF_CODE: Record<string, keyof FormValues> = {
  RESUMO_DUPLICADO: 'materiaId',
  MATERIA_NOT_FOUND: 'materiaId',
  RESUMO_PDF_INVALIDO: 'arquivo',
  RESUMO_PDF_MUITO_GRANDE: 'arquivo',
};

function ResumoForm({
  resumo,
  resumos,
  onDone,
}: {
  resumo: AdminResumo | null;
  resumos: AdminResumo[];
  onDone: (saving: boolean) => void;
}) {
  const save = useSaveResumo();
  const [formError, setFormError] = useState<string | null>(null);
  const storedFile = resumo?.arquivo ?? null;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema(storedFile !== null)),
    defaultValues: {
      materiaId: resumo ? String(resumo.materiaId) : '',
      fonte: resumo?.arquivo ? 'arquivo' : 'url',
      url: resumo?.url ?? '',
      arquivo: null,
      descricao: resumo?.descricao ?? '',
    },
  });
  const fonte = useWatch({ control, name: 'fonte' });
  const arquivo = useWatch({ control, name: 'arquivo' });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(
      { id: resumo?.id ?? null, body: toFormData(values) },
      {
        onSuccess: () => {
          toast.success(resumo ? msg.updated : msg.created);
          onDone(false);
        },
        onError: (error) => {
          const message = errorMessage(error, msg.saveFailed);
          const field = isApiError(error)
            ? (FIELD_OF_CODE[error.code] ??
              (error.fields?.url
                ? 'url'
                : error.fields?.arquivo
                  ? 'arquivo'
                  : error.fields?.descricao
                    ? 'descricao'
                    : null))
            : null;
          if (field) setError(field, { message });
          else setFormError(message);
          toast.error(msg.saveFailed);
        },
      },
    );
  });

  // A refused file stays chosen with its reason shown, so Salvar keeps refusing it until another is picked.
  const pickFile = (file: File | null) => setValue('arquivo', file, { shouldValidate: true });

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field id="resumo-materia" label="Matéria" error={errors.materiaId?.message}>
        <MateriaSelect
          id="resumo-materia"
          resumos={resumos}
          editingId={resumo?.id ?? null}
          {...register('materiaId')}
          {...invalidFieldProps(Boolean(errors.materiaId), 'resumo-materia')}
        />
      </Field>
      <PdfSourceToggle
        value={fonte}
        onChange={(next) => {
          setValue('fonte', next);
          clearErrors(['url', 'arquivo']);
        }}
      />
      {fonte === 'url' ? (
        <Field
          id="resumo-url"
          label="URL do PDF"
          hint="Um link http:// ou https:// para o arquivo."
          error={errors.url?.message}
        >
          <Input
            id="resumo-url"
            type="url"
            inputMode="url"
            placeholder="https://exemplo.com/resumo.pdf"
            {...register('url')}
            {...invalidFieldProps(Boolean(errors.url), 'resumo-url')}
          />
        </Field>
      ) : (
        <PdfFileInput
          id="resumo-arquivo"
          file={arquivo}
          storedSize={storedFile?.tamanho ?? null}
          maxLabel={RESUMO_PDF_MAX_LABEL}
          error={errors.arquivo?.message}
          onPick={pickFile}
        />
      )}
      <RichTextField
        control={control}
        name="descricao"
        id="resumo-descricao"
        label="Descrição (opcional)"
        hint="Aparece abaixo do título em Resumos."
        error={errors.descricao?.message}
        placeholder="Do que trata este resumo"
        imagens={false}
      />
      <FormDialogFooter onCancel={() => onDone(save.isPending)} saving={save.isPending} submitLabel="Salvar" />
    </form>
  );
}

/**
 * The form mounts once the matérias are known: a native select given its value before its options shows
 * the placeholder, so an edited resumo's matéria looked unchosen the first time the dialog opened. A
 * failed load mounts the form anyway, its select saying so.
 */
function ResumoFormWhenReady(props: Parameters<typeof ResumoForm>[0]) {
  const catalogo = useAdminCatalogo();
  if (catalogo.isPending) return <PageLoading label="Carregando matérias..." />;
  return <ResumoForm {...props} />;
}

/** 'Novo Resumo' / 'Editar Resumo'. `resumo` null creates; `resumos` tells which matérias already have one. */
export function ResumoFormDialog({
  open,
  resumo,
  resumos,
  onOpenChange,
}: {
  open: boolean;
  resumo: AdminResumo | null;
  resumos: AdminResumo[];
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={resumo ? 'Editar Resumo' : 'Novo Resumo'}
      description="Os assinantes leem o PDF em Resumos assim que ele é salvo."
    >
      {(close) => <ResumoFormWhenReady resumo={resumo} resumos={resumos} onDone={close} />}
    </CrudFormDialog>
  );
}
