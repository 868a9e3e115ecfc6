import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import { loginSchema, type LoginForm, type LoginInput } from '../../../shared/schemas/login';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { errorIdFor, Field } from '../../components/ui/field';
import { EmailInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PasswordInput } from '../../components/ui/password-input';
import { setApiFieldErrors } from '../../lib/api-field-errors';
import { refreshSession } from '../../lib/session';
import { useSignIn } from './api/sign-in';
import { authErrorMessage } from './auth-error';
import { AuthCard } from './components/auth-card';
import { FreeCoursesBanner } from './components/free-courses-banner';
import { forgetLegacySavedPassword, readRememberedLogin, saveRememberedLogin } from './remember-me';
import { useBrowserOnline } from '../../lib/offline/use-browser-online';

const FORM_ERROR_ID = 'login-form-error';
/** The fields the API may name in a refusal (`fields`), in the form's order. */
const FIELDS = ['email', 'password'] as const;

/**
 * "Required" is one message for the whole form, shown once at the top (SPEC §5: 'Por favor, preencha
 * todos os campos.'); any other message belongs to one field and shows under it.
 */
function fieldMessage(errors: FieldErrors<LoginForm>, name: (typeof FIELDS)[number]): string | undefined {
  const message = errors[name]?.message;
  return message && message !== messages.loginFieldsRequired ? message : undefined;
}

export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  // The e-mail and the box as "Lembrar-me" left them (remember-me.ts).
  const [remembered] = useState(readRememberedLogin);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: remembered.email, password: '', rememberMe: remembered.rememberMe },
  });

  const signIn = useSignIn({
    // Awaited by the mutation, so the button keeps spinning until the dashboard opens.
    onSuccess: async (_data, body) => {
      saveRememberedLogin(body.email, body.rememberMe);
      await refreshSession(queryClient);
      await navigate('/dashboard', { replace: true });
    },
    onError: (err) => {
      const message = authErrorMessage(err, messages.loginUnexpected);
      if (!setApiFieldErrors(err, FIELDS, setError)) setServerError(message);
      toast.error(message);
    },
  });

  useEffect(() => {
    forgetLegacySavedPassword();
  }, []);

  const onSubmit = handleSubmit(
    (data) => {
      setServerError(null);
      signIn.mutate(data);
    },
    (invalid) => {
      setServerError(null);
      toast.error(invalid.email?.message ?? invalid.password?.message ?? messages.loginFieldsRequired);
    },
  );

  const missingRequired = Object.values(errors).some((e) => e?.message === messages.loginFieldsRequired);
  const formError = missingRequired ? messages.loginFieldsRequired : serverError;

  const a11y = (name: (typeof FIELDS)[number], id: string) => {
    const describedBy = [fieldMessage(errors, name) ? errorIdFor(id) : null, formError ? FORM_ERROR_ID : null]
      .filter(Boolean)
      .join(' ');
    return {
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };

  return (
    <div className="flex flex-col gap-5">
      <AuthCard
        title="Entrar"
        description="Acesse sua conta para continuar seus estudos."
        footer={
          <>
            Ainda não tem conta?{' '}
            <Link to="/cadastro" className="font-semibold text-link hover:underline">
              Cadastre-se
            </Link>
          </>
        }
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {online ? null : <Alert tone="warning">{messages.loginOffline}</Alert>}
          {formError ? (
            <Alert tone="error" id={FORM_ERROR_ID}>
              {formError}
            </Alert>
          ) : null}
          <Field id="login-email" label="Email" error={fieldMessage(errors, 'email')}>
            <EmailInput id="login-email" {...register('email')} {...a11y('email', 'login-email')} />
          </Field>
          <Field
            id="login-password"
            label="Senha"
            error={fieldMessage(errors, 'password')}
            labelAside={
              <Link to="/recuperar-senha" className="text-sm font-medium text-link hover:underline">
                Esqueci minha senha
              </Link>
            }
          >
            <PasswordInput
              id="login-password"
              autoComplete="current-password"
              placeholder="Sua senha"
              {...register('password')}
              {...a11y('password', 'login-password')}
            />
          </Field>
          <div className="flex items-center gap-2.5">
            <Controller
              control={control}
              name="rememberMe"
              render={({ field }) => (
                <Checkbox
                  id="login-remember"
                  ref={field.ref}
                  name={field.name}
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Label htmlFor="login-remember" className="cursor-pointer font-normal">
              Lembrar-me
            </Label>
          </div>
          <Button type="submit" size="lg" loading={signIn.isPending} className="mt-1 w-full">
            {signIn.isPending ? null : <LogIn aria-hidden="true" />}
            {signIn.isPending ? 'Entrando...' : 'Entrar'}
          </Button>
        </form>
      </AuthCard>
      <FreeCoursesBanner />
    </div>
  );
}
