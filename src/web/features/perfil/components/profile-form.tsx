import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { formatWhatsapp } from '../../../../shared/rules/whatsapp';
import type { Me } from '../../../../shared/schemas/me';
import { QRA_MAX_LENGTH } from '../../../../shared/rules/perfil';
import {
  perfilUpdateSchema,
  type PerfilOpcoes,
  type PerfilUpdate,
  type PerfilUpdateInput,
} from '../../../../shared/schemas/perfil';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { WhatsappInput } from '../../../components/whatsapp-input';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api';
import { setApiFieldErrors } from '../../../lib/api-field-errors';
import { useUpdatePerfil, useUpdateRankingVisibility } from '../api/update-perfil';
import { useSessionExpiredHandler } from '../use-session-expired';

type FormValues = PerfilUpdateInput;

/** Each field's control, in the form's order. */
const FIELD_IDS = {
  nome: 'perfil-nome',
  whatsapp: 'perfil-whatsapp',
  editalId: 'perfil-edital',
  unidadeId: 'perfil-unidade',
  qra: 'perfil-qra',
  showInRanking: 'perfil-ranking',
} as const satisfies Record<keyof FormValues, string>;
const FIELDS = Object.keys(FIELD_IDS) as (keyof FormValues)[];

/** The form's values from the session's user, or from what was just saved. */
function valuesOf(user: Pick<Me, keyof FormValues>): FormValues {
  return {
    nome: user.nome,
    whatsapp: formatWhatsapp(user.whatsapp ?? ''),
    editalId: user.editalId,
    unidadeId: user.unidadeId,
    qra: user.qra ?? '',
    showInRanking: user.showInRanking,
  };
}

/** The edital or unidade select: an id, or none for the first option. */
function IdSelect({
  field,
  placeholder,
  options,
  value,
  onValueChange,
  ...props
}: {
  field: 'editalId' | 'unidadeId';
  placeholder: string;
  options: { id: number; label: string }[];
  value: number | null | undefined;
  onValueChange: (id: number | null) => void;
  ref?: Ref<HTMLSelectElement>;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <NativeSelect
      id={FIELD_IDS[field]}
      name={field}
      value={value ?? ''}
      onChange={(e) => onValueChange(e.target.value === '' ? null : Number(e.target.value))}
      {...props}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** 'Editar Perfil' (SPEC §2 /perfil) with the messages of SPEC §5 and §8. The e-mail is shown, never sent. */
export function ProfileForm({ user, opcoes }: { user: Me; opcoes: PerfilOpcoes }) {
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const update = useUpdatePerfil();
  const visibility = useUpdateRankingVisibility();
  const sessionExpired = useSessionExpiredHandler();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<FormValues, unknown, PerfilUpdate>({
    resolver: zodResolver(perfilUpdateSchema),
    defaultValues: valuesOf(user),
  });

  // The ranking switch saves itself when flipped (SPEC: an update of show_in_ranking alone, with its own
  // toasts): it promises privacy at once, so it must not wait for 'Salvar Alterações'. Undone if refused.
  const toggleRanking = (showInRanking: boolean) => {
    setValue('showInRanking', showInRanking);
    visibility.mutate(
      { showInRanking },
      {
        onSuccess: () =>
          toast.success(showInRanking ? messages.rankingVisibilityShown : messages.rankingVisibilityHidden),
        onError: (error) => {
          setValue('showInRanking', !showInRanking);
          if (!sessionExpired(error)) toast.error(messages.rankingVisibilityFailed);
        },
      },
    );
  };

  const onSubmit = handleSubmit((data) => {
    setStatus(null);
    update.mutate(data, {
      onSuccess: () => {
        setStatus({ tone: 'success', text: messages.profileUpdated });
        reset(valuesOf(data));
      },
      onError: (error) => {
        if (sessionExpired(error)) return;
        setApiFieldErrors(error, FIELDS, setError);
        setStatus({ tone: 'error', text: errorMessage(error, messages.profileUpdateFailed) });
        toast.error(messages.profileUpdateFailedToast);
      },
    });
  });

  const a11y = (name: keyof FormValues) => invalidFieldProps(Boolean(errors[name]), FIELD_IDS[name]);

  return (
    <Card role="region" aria-labelledby="perfil-editar">
      <CardHeader>
        <CardTitle id="perfil-editar">Editar Perfil</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          {status ? (
            <Alert tone={status.tone} role={status.tone === 'error' ? 'alert' : 'status'} className="sm:col-span-2">
              {status.text}
            </Alert>
          ) : null}
          <Field id="perfil-nome" label="Nome completo" error={errors.nome?.message} className="sm:col-span-2">
            <Input id="perfil-nome" autoComplete="name" {...register('nome')} {...a11y('nome')} />
          </Field>
          <Field id="perfil-email" label="Email" hint="O email não pode ser alterado.">
            <Input id="perfil-email" type="email" value={user.email} readOnly aria-readonly="true" />
          </Field>
          <Field id="perfil-whatsapp" label="WhatsApp" error={errors.whatsapp?.message}>
            <Controller
              control={control}
              name="whatsapp"
              render={({ field }) => (
                <WhatsappInput
                  id="perfil-whatsapp"
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onValueChange={field.onChange}
                  {...a11y('whatsapp')}
                />
              )}
            />
          </Field>
          <Field id="perfil-edital" label="Edital" error={errors.editalId?.message}>
            <Controller
              control={control}
              name="editalId"
              render={({ field }) => (
                <IdSelect
                  field="editalId"
                  placeholder="Selecione um edital"
                  options={opcoes.editais.map((e) => ({
                    id: e.id,
                    label: e.ativo ? e.numero : `${e.numero} (inativo)`,
                  }))}
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  {...a11y('editalId')}
                />
              )}
            />
          </Field>
          <Field id="perfil-unidade" label="Unidade" error={errors.unidadeId?.message}>
            <Controller
              control={control}
              name="unidadeId"
              render={({ field }) => (
                <IdSelect
                  field="unidadeId"
                  placeholder="Selecione uma unidade"
                  options={opcoes.unidades.map((u) => ({
                    id: u.id,
                    label: u.ativo ? u.sigla : `${u.sigla} (inativa)`,
                  }))}
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  {...a11y('unidadeId')}
                />
              )}
            />
          </Field>
          <Field id="perfil-qra" label="QRA (Nome de Guerra)" error={errors.qra?.message} className="sm:col-span-2">
            <Input
              id="perfil-qra"
              maxLength={QRA_MAX_LENGTH}
              placeholder="Ex.: Silva"
              {...register('qra')}
              {...a11y('qra')}
            />
          </Field>
          <Controller
            control={control}
            name="showInRanking"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4 sm:col-span-2">
                <div className="min-w-0">
                  <p id="perfil-ranking-label" className="text-sm font-medium">
                    Visibilidade no Ranking
                  </p>
                  <p id="perfil-ranking-hint" className="text-xs text-muted-foreground">
                    {field.value
                      ? 'Você aparece no ranking do seu edital.'
                      : 'Você não aparece no ranking para os outros alunos.'}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span aria-hidden="true" className="w-14 text-right text-sm font-semibold">
                    {field.value ? 'Visível' : 'Oculto'}
                  </span>
                  <Switch
                    id="perfil-ranking"
                    ref={field.ref}
                    name={field.name}
                    checked={field.value}
                    disabled={visibility.isPending}
                    onCheckedChange={toggleRanking}
                    onBlur={field.onBlur}
                    aria-labelledby="perfil-ranking-label"
                    aria-describedby="perfil-ranking-hint"
                  />
                </div>
              </div>
            )}
          />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" loading={update.isPending} className="w-full sm:w-auto">
              {update.isPending ? null : <Save aria-hidden="true" />}
              {update.isPending ? 'Salvando...' : 'Salvar Alterações'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
