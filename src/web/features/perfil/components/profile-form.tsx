import { Save } from '../../../components/icons';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { formatWhatsapp } from '../../../../shared/rules/whatsapp';
import type { Me } from '../../../../shared/schemas/me';
import { QRA_MAX_LENGTH } from '../../../../shared/rules/perfil';
import type { PerfilOpcoes, PerfilUpdate, PerfilUpdateInput } from '../../../../shared/schemas/perfil';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { WhatsappInput } from '../../../components/whatsapp-input';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { errorMessage, isApiError } from '../../../lib/api';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useUpdatePerfil } from '../api/update-perfil';
import { useSessionExpiredHandler } from '../use-session-expired';

type FormValues = PerfilUpdateInput;
const FIELDS = ['nome', 'whatsapp', 'editalId', 'unidadeId', 'qra', 'showInRanking'] as const;

function valuesOf(user: Me): FormValues {
  return {
    nome: user.nome,
    whatsapp: formatWhatsapp(user.whatsapp ?? ''),
    editalId: user.editalId,
    unidadeId: user.unidadeId,
    qra: user.qra ?? '',
    showInRanking: user.showInRanking,
  };
}

const toId = (value: string): number | null => (value === '' ? null : Number(value));

// zod and the schema download when the form is first focused or pointed at (at the latest, with the
// first submit), not with /perfil.
const resolver = lazyResolver<FormValues, unknown, PerfilUpdate>(() =>
  import('./profile-form-resolver').then((module) => module.profileFormResolver),
);

/** 'Editar Perfil' (SPEC §2 /perfil) with the messages of SPEC §5 and §8. The e-mail is shown, never sent. */
export function ProfileForm({ user, opcoes }: { user: Me; opcoes: PerfilOpcoes }) {
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const update = useUpdatePerfil();
  const sessionExpired = useSessionExpiredHandler();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, PerfilUpdate>({
    resolver,
    defaultValues: valuesOf(user),
  });

  const onSubmit = handleSubmit((data) => {
    setStatus(null);
    update.mutate(data, {
      onSuccess: () => {
        setStatus({ tone: 'success', text: messages.profileUpdated });
        reset({ ...data, whatsapp: formatWhatsapp(data.whatsapp ?? ''), qra: data.qra ?? '' });
      },
      onError: (error) => {
        if (sessionExpired(error)) return;
        for (const field of FIELDS) {
          const message = isApiError(error) ? error.fields?.[field] : undefined;
          if (message) setError(field, { message });
        }
        setStatus({ tone: 'error', text: errorMessage(error, messages.profileUpdateFailed) });
        toast.error(messages.profileUpdateFailedToast);
      },
    });
  });

  const a11y = (name: keyof FormValues, id: string) => invalidFieldProps(Boolean(errors[name]), id);

  return (
    <Card role="region" aria-labelledby="perfil-editar">
      <CardHeader>
        <CardTitle id="perfil-editar">Editar Perfil</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          onFocusCapture={resolver.preload}
          onPointerEnter={resolver.preload}
          className="grid gap-4 sm:grid-cols-2"
        >
          {errors.root?.message ? (
            // The validation itself could not be downloaded: nothing was sent.
            <Alert tone="error" className="sm:col-span-2">
              {errors.root.message}
            </Alert>
          ) : status ? (
            <Alert tone={status.tone} role={status.tone === 'error' ? 'alert' : 'status'} className="sm:col-span-2">
              {status.text}
            </Alert>
          ) : null}
          <Field id="perfil-nome" label="Nome completo" error={errors.nome?.message} className="sm:col-span-2">
            <Input id="perfil-nome" autoComplete="name" {...register('nome')} {...a11y('nome', 'perfil-nome')} />
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
                  {...a11y('whatsapp', 'perfil-whatsapp')}
                />
              )}
            />
          </Field>
          <Field id="perfil-edital" label="Edital" error={errors.editalId?.message}>
            <Controller
              control={control}
              name="editalId"
              render={({ field }) => (
                <NativeSelect
                  id="perfil-edital"
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(toId(e.target.value))}
                  {...a11y('editalId', 'perfil-edital')}
                >
                  <option value="">Selecione um edital</option>
                  {opcoes.editais.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.ativo ? e.numero : `${e.numero} (inativo)`}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          </Field>
          <Field id="perfil-unidade" label="Unidade" error={errors.unidadeId?.message}>
            <Controller
              control={control}
              name="unidadeId"
              render={({ field }) => (
                <NativeSelect
                  id="perfil-unidade"
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(toId(e.target.value))}
                  {...a11y('unidadeId', 'perfil-unidade')}
                >
                  <option value="">Selecione uma unidade</option>
                  {opcoes.unidades.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.ativo ? u.sigla : `${u.sigla} (inativa)`}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          </Field>
          <Field id="perfil-qra" label="QRA (Nome de Guerra)" error={errors.qra?.message} className="sm:col-span-2">
            <Input
              id="perfil-qra"
              maxLength={QRA_MAX_LENGTH}
              placeholder="Ex.: Silva"
              {...register('qra')}
              {...a11y('qra', 'perfil-qra')}
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
                    ref={field.ref}
                    checked={field.value}
                    onCheckedChange={field.onChange}
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
