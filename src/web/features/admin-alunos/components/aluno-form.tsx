import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import {
  alunoCreateSchema,
  alunoMessages,
  alunoUpdateSchema,
  type AdminAluno,
  type AlunoUpdate,
  type AlunoUpdateInput,
} from '../../../../shared/schemas/admin-alunos';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Alert } from '../../../components/ui/alert';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { NativeSelect } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { WhatsappInput } from '../../../components/whatsapp-input';
import { errorMessage, isApiError } from '../../../lib/api';
import { formatWhatsapp } from '../../../../shared/rules/whatsapp';
import { useAlunoOpcoes, useSaveAluno } from '../api/alunos';
import { AdminFlagConfirm } from './admin-flag-confirm';

type FormValues = AlunoUpdateInput;

function defaults(aluno: AdminAluno | null): FormValues {
  return {
    nome: aluno?.nome ?? '',
    email: aluno?.email ?? '',
    senha: '',
    whatsapp: aluno?.whatsapp ? formatWhatsapp(aluno.whatsapp) : '',
    qra: aluno?.qra ?? '',
    editalId: aluno?.editalId ?? null,
    unidadeId: aluno?.unidadeId ?? null,
    dataExpiracao: aluno?.dataExpiracaoDia ?? '',
    isAdmin: aluno?.isAdmin ?? false,
  };
}

/** Server refusals that belong under one field; anything else shows above the form. */
const FIELD_OF_CODE: Record<string, keyof FormValues> = {
  ALUNO_EMAIL_DUPLICADO: 'email',
  ALUNO_PROPRIO_ADMIN: 'isAdmin',
  ALUNO_ULTIMO_ADMIN: 'isAdmin',
};

/**
 * The 'Novo Usuário' / 'Editar Usuário' form (SPEC §5 'Admin user'): nome and email required, senha
 * required (6+) for a new user and optional on edit, WhatsApp optional but 10–11 digits, formatted as
 * typed. `selfId` is the signed-in admin: their own admin flag cannot be switched off.
 */
export function AlunoForm({
  aluno,
  selfId,
  onDone,
}: {
  aluno: AdminAluno | null;
  selfId: string;
  onDone: (saving: boolean) => void;
}) {
  const save = useSaveAluno();
  const { editais, unidades } = useAlunoOpcoes();
  const [formError, setFormError] = useState<string | null>(null);
  const isSelf = aluno?.id === selfId;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, AlunoUpdate>({
    // On create the password is required; the update schema's output is the same shape.
    resolver: zodResolver(aluno ? alunoUpdateSchema : (alunoCreateSchema as unknown as typeof alunoUpdateSchema)),
    defaultValues: defaults(aluno),
  });

  /** A valid form that changes the admin flag, waiting for its confirmation. */
  const [pending, setPending] = useState<AlunoUpdate | null>(null);

  const submit = (body: AlunoUpdate) => {
    setFormError(null);
    save.mutate(
      { id: aluno?.id ?? null, body },
      {
        onSettled: () => setPending(null),
        onSuccess: () => {
          toast.success(aluno ? alunoMessages.updated : alunoMessages.created);
          onDone(false);
        },
        onError: (error) => {
          const message = errorMessage(error, aluno ? alunoMessages.saveFailed : alunoMessages.createFailed);
          const field = isApiError(error)
            ? (FIELD_OF_CODE[error.code] ?? (Object.keys(error.fields ?? {})[0] as keyof FormValues | undefined))
            : undefined;
          if (field && field in defaults(null)) setError(field, { message });
          else setFormError(message);
          toast.error(aluno ? alunoMessages.saveFailed : alunoMessages.createFailed);
        },
      },
    );
  };
  const onSubmit = handleSubmit((body) => {
    if (body.isAdmin !== (aluno?.isAdmin ?? false)) setPending(body);
    else submit(body);
  });

  // Only active editais and unidades are offered, plus the user's current one if it was deactivated since.
  const editalOptions = (editais.data ?? []).filter((e) => e.ativo || e.id === aluno?.editalId);
  const unidadeOptions = (unidades.data ?? []).filter((u) => u.ativo || u.id === aluno?.unidadeId);
  const field = (name: keyof FormValues) => ({
    id: `aluno-${name}`,
    ...invalidFieldProps(Boolean(errors[name]), `aluno-${name}`),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {editais.isError || unidades.isError ? <Alert tone="error">{alunoMessages.loadFailed}</Alert> : null}
      <Field id="aluno-nome" label="Nome" error={errors.nome?.message}>
        <Input autoComplete="off" {...register('nome')} {...field('nome')} />
      </Field>
      <Field id="aluno-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} {...field('email')} />
      </Field>
      <Field
        id="aluno-senha"
        label={aluno ? 'Nova senha (opcional)' : 'Senha'}
        hint={aluno ? 'Deixe em branco para manter a senha atual. Uma nova senha encerra as sessões do usuário.' : null}
        error={errors.senha?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          placeholder="Mínimo de 6 caracteres"
          {...register('senha')}
          {...field('senha')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="aluno-whatsapp" label="WhatsApp (opcional)" error={errors.whatsapp?.message}>
          <Controller
            control={control}
            name="whatsapp"
            render={({ field: f }) => (
              <WhatsappInput
                name={f.name}
                ref={f.ref}
                onBlur={f.onBlur}
                value={f.value}
                onValueChange={f.onChange}
                {...field('whatsapp')}
              />
            )}
          />
        </Field>
        <Field id="aluno-qra" label="QRA (opcional)" error={errors.qra?.message}>
          <Input autoComplete="off" {...register('qra')} {...field('qra')} />
        </Field>
        <Field id="aluno-editalId" label="Edital" error={errors.editalId?.message}>
          <Controller
            control={control}
            name="editalId"
            render={({ field: f }) => (
              <NativeSelect
                name={f.name}
                value={f.value ?? ''}
                onBlur={f.onBlur}
                onChange={(e) => f.onChange(e.target.value ? Number(e.target.value) : null)}
                {...field('editalId')}
              >
                <option value="">Nenhum</option>
                {editalOptions.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.numero}
                    {e.ativo ? '' : ' (inativo)'}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </Field>
        <Field id="aluno-unidadeId" label="Unidade" error={errors.unidadeId?.message}>
          <Controller
            control={control}
            name="unidadeId"
            render={({ field: f }) => (
              <NativeSelect
                name={f.name}
                value={f.value ?? ''}
                onBlur={f.onBlur}
                onChange={(e) => f.onChange(e.target.value ? Number(e.target.value) : null)}
                {...field('unidadeId')}
              >
                <option value="">Nenhuma</option>
                {unidadeOptions.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.sigla}
                    {u.ativo ? '' : ' (inativa)'}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </Field>
        <Field
          id="aluno-dataExpiracao"
          label="Data de expiração"
          hint="Último dia de acesso. Em branco: sem assinatura."
          error={errors.dataExpiracao?.message}
        >
          <Input type="date" {...register('dataExpiracao')} {...field('dataExpiracao')} />
        </Field>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <Controller
            control={control}
            name="isAdmin"
            render={({ field: f }) => (
              <Switch
                id="aluno-isAdmin"
                checked={f.value ?? false}
                onCheckedChange={f.onChange}
                disabled={isSelf}
                aria-describedby={isSelf ? 'aluno-isAdmin-hint' : undefined}
              />
            )}
          />
          <Label htmlFor="aluno-isAdmin">Administrador</Label>
        </div>
        {isSelf ? (
          <p id="aluno-isAdmin-hint" className="text-xs text-muted-foreground">
            {alunoMessages.proprioAdmin}
          </p>
        ) : null}
        {errors.isAdmin?.message ? (
          <p className="text-sm font-medium text-destructive">{errors.isAdmin.message}</p>
        ) : null}
      </div>
      <FormDialogFooter onCancel={() => onDone(save.isPending)} saving={save.isPending} submitLabel="Salvar" />
      <AdminFlagConfirm
        change={pending}
        saving={save.isPending}
        onConfirm={() => pending && submit(pending)}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
