import { Save } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
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
import { loadOnce } from '../../../lib/load-once';
import { useUpdatePerfil, useUpdateRankingVisibility } from '../api/update-perfil';
import { useSessionExpiredHandler } from '../use-session-expired';
import type { ProfileFieldErrors, validateProfile } from './profile-form-validation';

type FormValues = PerfilUpdateInput;

/** Each field's control, in the form's order: the first one with a message gets the focus. */
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
  ...aria
}: {
  field: 'editalId' | 'unidadeId';
  placeholder: string;
  options: { id: number; label: string }[];
  value: number | null | undefined;
  onValueChange: (id: number | null) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <NativeSelect
      id={FIELD_IDS[field]}
      name={field}
      value={value ?? ''}
      onChange={(e) => onValueChange(e.target.value === '' ? null : Number(e.target.value))}
      {...aria}
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

// zod and the schema download when the form is first focused or pointed at (at the latest, with the
// first submit), not with /perfil. A failed download is asked again next time.
const loadValidation = loadOnce(() => import('./profile-form-validation').then((module) => module.validateProfile));
const preloadValidation = () => void loadValidation().catch(() => undefined);

/**
 * 'Editar Perfil' (SPEC §2 /perfil) with the messages of SPEC §5 and §8. The e-mail is shown, never sent.
 * Plain state rather than a form library, which cost /perfil's first render more than the form does.
 */
export function ProfileForm({ user, opcoes }: { user: Me; opcoes: PerfilOpcoes }) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [loadFailed, setLoadFailed] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Set by the first submit: from then on each change is checked again, so a corrected field's message goes.
  const recheck = useRef<typeof validateProfile | null>(null);
  const checking = useRef(false);
  const update = useUpdatePerfil();
  const visibility = useUpdateRankingVisibility();
  const sessionExpired = useSessionExpiredHandler();

  // The ranking switch saves itself when flipped (SPEC: an update of show_in_ranking alone, with its own
  // toasts): it promises privacy at once, so it must not wait for 'Salvar Alterações'. Undone if refused.
  const toggleRanking = (showInRanking: boolean) => {
    setValues((v) => ({ ...v, showInRanking }));
    visibility.mutate(
      { showInRanking },
      {
        onSuccess: () =>
          toast.success(showInRanking ? messages.rankingVisibilityShown : messages.rankingVisibilityHidden),
        onError: (error) => {
          setValues((v) => ({ ...v, showInRanking: !showInRanking }));
          if (!sessionExpired(error)) toast.error(messages.rankingVisibilityFailed);
        },
      },
    );
  };

  const change = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (recheck.current) {
      const message = recheck.current(next).errors?.[name];
      setErrors(({ [name]: _old, ...others }) => (message ? { ...others, [name]: message } : others));
    }
  };

  const send = (data: PerfilUpdate) =>
    update.mutate(data, {
      onSuccess: () => {
        setStatus({ tone: 'success', text: messages.profileUpdated });
        setValues(valuesOf(data));
      },
      onError: (error) => {
        if (sessionExpired(error)) return;
        const fields = isApiError(error) ? error.fields : undefined;
        setErrors(Object.fromEntries(FIELDS.flatMap((f) => (fields?.[f] ? [[f, fields[f]]] : []))));
        setStatus({ tone: 'error', text: errorMessage(error, messages.profileUpdateFailed) });
        toast.error(messages.profileUpdateFailedToast);
      },
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One submission at a time, also while the validation downloads.
    if (checking.current || update.isPending) return;
    checking.current = true;
    setStatus(null);
    try {
      const validate = await loadValidation().catch(() => null);
      // The validation itself could not be downloaded: nothing is sent.
      setLoadFailed(!validate);
      if (!validate) return;
      recheck.current = validate;
      const result = validate(values);
      setErrors(result.errors ?? {});
      if (result.errors) {
        const first = FIELDS.find((f) => result.errors[f]);
        if (first) document.getElementById(FIELD_IDS[first])?.focus();
        return;
      }
      send(result.data);
    } finally {
      checking.current = false;
    }
  };

  const a11y = (name: keyof FormValues) => invalidFieldProps(Boolean(errors[name]), FIELD_IDS[name]);

  return (
    <Card role="region" aria-labelledby="perfil-editar">
      <CardHeader>
        <CardTitle id="perfil-editar">Editar Perfil</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          onFocusCapture={preloadValidation}
          onPointerEnter={preloadValidation}
          className="grid gap-4 sm:grid-cols-2"
        >
          {loadFailed ? (
            <Alert tone="error" className="sm:col-span-2">
              {messages.unexpected}
            </Alert>
          ) : status ? (
            <Alert tone={status.tone} role={status.tone === 'error' ? 'alert' : 'status'} className="sm:col-span-2">
              {status.text}
            </Alert>
          ) : null}
          <Field id="perfil-nome" label="Nome completo" error={errors.nome} className="sm:col-span-2">
            <Input
              id="perfil-nome"
              name="nome"
              autoComplete="name"
              value={values.nome}
              onChange={(e) => change('nome', e.target.value)}
              {...a11y('nome')}
            />
          </Field>
          <Field id="perfil-email" label="Email" hint="O email não pode ser alterado.">
            <Input id="perfil-email" type="email" value={user.email} readOnly aria-readonly="true" />
          </Field>
          <Field id="perfil-whatsapp" label="WhatsApp" error={errors.whatsapp}>
            <WhatsappInput
              id="perfil-whatsapp"
              name="whatsapp"
              value={values.whatsapp}
              onValueChange={(formatted) => change('whatsapp', formatted)}
              {...a11y('whatsapp')}
            />
          </Field>
          <Field id="perfil-edital" label="Edital" error={errors.editalId}>
            <IdSelect
              field="editalId"
              placeholder="Selecione um edital"
              options={opcoes.editais.map((e) => ({ id: e.id, label: e.ativo ? e.numero : `${e.numero} (inativo)` }))}
              value={values.editalId}
              onValueChange={(id) => change('editalId', id)}
              {...a11y('editalId')}
            />
          </Field>
          <Field id="perfil-unidade" label="Unidade" error={errors.unidadeId}>
            <IdSelect
              field="unidadeId"
              placeholder="Selecione uma unidade"
              options={opcoes.unidades.map((u) => ({ id: u.id, label: u.ativo ? u.sigla : `${u.sigla} (inativa)` }))}
              value={values.unidadeId}
              onValueChange={(id) => change('unidadeId', id)}
              {...a11y('unidadeId')}
            />
          </Field>
          <Field id="perfil-qra" label="QRA (Nome de Guerra)" error={errors.qra} className="sm:col-span-2">
            <Input
              id="perfil-qra"
              name="qra"
              maxLength={QRA_MAX_LENGTH}
              placeholder="Ex.: Silva"
              value={values.qra ?? ''}
              onChange={(e) => change('qra', e.target.value)}
              {...a11y('qra')}
            />
          </Field>
          <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4 sm:col-span-2">
            <div className="min-w-0">
              <p id="perfil-ranking-label" className="text-sm font-medium">
                Visibilidade no Ranking
              </p>
              <p id="perfil-ranking-hint" className="text-xs text-muted-foreground">
                {values.showInRanking
                  ? 'Você aparece no ranking do seu edital.'
                  : 'Você não aparece no ranking para os outros alunos.'}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <span aria-hidden="true" className="w-14 text-right text-sm font-semibold">
                {values.showInRanking ? 'Visível' : 'Oculto'}
              </span>
              <Switch
                id="perfil-ranking"
                name="showInRanking"
                checked={values.showInRanking}
                disabled={visibility.isPending}
                onCheckedChange={toggleRanking}
                aria-labelledby="perfil-ranking-label"
                aria-describedby="perfil-ranking-hint"
              />
            </div>
          </div>
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
