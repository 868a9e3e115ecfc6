import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { EmailInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PasswordInput } from '../../components/ui/password-input';
import { refreshSession } from '../../lib/session';
import { useSignIn } from './api/sign-in';
import { authErrorMessage } from './auth-error';
import { AuthCard } from './components/auth-card';
import { FreeCoursesBanner } from './components/free-courses-banner';
import { forgetLegacySavedPassword, readRememberedLogin, saveRememberedLogin } from './remember-me';

/**
 * The form's schema (and zod with it) is not part of the first download of /login: it loads when the
 * student first focuses the form, while they type, and submitting waits for it only if it has not
 * arrived yet (docs/decisions/0018).
 */
const loadLoginSchema = () => import('../../../shared/schemas/login').then((module) => module.loginSchema);
const preloadLoginSchema = () => {
  loadLoginSchema().catch(() => undefined);
};

export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [remembered] = useState(readRememberedLogin);
  const [email, setEmail] = useState(remembered.email);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const signIn = useSignIn({
    // Awaited by the mutation, so the button keeps spinning until the dashboard opens.
    onSuccess: async (_data, body) => {
      saveRememberedLogin(body.email, body.rememberMe);
      await refreshSession(queryClient);
      await navigate('/dashboard', { replace: true });
    },
    onError: (err) => fail(authErrorMessage(err, messages.loginUnexpected)),
  });

  useEffect(() => {
    forgetLegacySavedPassword();
  }, []);

  // One submission at a time also while the schema loads (the button is disabled only once the request starts).
  const checking = useRef(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    setError(null);
    try {
      const parsed = (await loadLoginSchema()).safeParse({ email, password, rememberMe });
      if (!parsed.success) {
        fail(parsed.error.issues[0]?.message ?? messages.loginFieldsRequired);
        return;
      }
      signIn.mutate(parsed.data);
    } catch {
      fail(messages.loginUnexpected);
    } finally {
      checking.current = false;
    }
  };

  const describedBy = error ? errorId : undefined;

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
        <form noValidate onSubmit={onSubmit} onFocus={preloadLoginSchema} className="flex flex-col gap-4">
          {error ? (
            <Alert tone="error" id={errorId}>
              {error}
            </Alert>
          ) : null}
          <Field id="login-email" label="Email">
            <EmailInput
              id="login-email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error !== null && !email.trim() ? true : undefined}
              aria-describedby={describedBy}
            />
          </Field>
          <Field
            id="login-password"
            label="Senha"
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
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error !== null && !password ? true : undefined}
              aria-describedby={describedBy}
            />
          </Field>
          <div className="flex items-center gap-2.5">
            <Checkbox
              id="login-remember"
              checked={rememberMe}
              onCheckedChange={(checked) => setRememberMe(checked === true)}
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
