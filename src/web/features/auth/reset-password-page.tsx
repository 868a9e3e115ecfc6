import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import { newPasswordFormSchema, type NewPasswordForm } from '../../../shared/schemas/password-change';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorIdFor, Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { errorMessage, isApiError } from '../../lib/api';
import { refreshSession } from '../../lib/session';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard title="Redefinir senha">
      <div className="flex flex-col gap-4">
        <Alert tone="error">{message}</Alert>
        <Link to="/recuperar-senha" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}>
          Solicitar novo link
        </Link>
        <Link to="/login" className="text-center text-sm font-semibold text-link hover:underline">
          Voltar para o login
        </Link>
      </div>
    </AuthCard>
  );
}

/**
 * Where the recovery e-mail's link lands: /redefinir-senha?token=… (or ?error=INVALID_TOKEN when the
 * server already knows the link is bad). Public, and open to a signed-in user too.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resetPassword = useResetPassword({
    onSuccess: async () => {
      toast.success(messages.passwordChanged);
      await refreshSession(queryClient);
      await navigate('/perfil', { replace: true });
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 400) {
        setInvalidMessage(errorMessage(err, messages.resetLinkInvalid));
      } else {
        setFormError(errorMessage(err, messages.unexpected));
      }
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  if (linkError || !token) return <InvalidLink message={messages.resetLinkInvalid} />;
  if (invalidMessage) return <InvalidLink message={invalidMessage} />;

  const onSubmit = handleSubmit((data) => {
    setFormError(null);
    resetPassword.mutate({ token, newPassword: data.newPassword });
  });

  return (
    <AuthCard title="Redefinir senha" description="Escolha uma nova senha para a sua conta.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Field id="nova-senha" label="Nova senha" error={errors.newPassword?.message}>
          <PasswordInput
            id="nova-senha"
            autoComplete="new-password"
            placeholder="Mínimo de 6 caracteres"
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={errors.newPassword ? errorIdFor('nova-senha') : undefined}
            {...register('newPassword')}
          />
        </Field>
        <Field id="confirmar-nova-senha" label="Confirmar nova senha" error={errors.confirmPassword?.message}>
          <PasswordInput
            id="confirmar-nova-senha"
            autoComplete="new-password"
            placeholder="Repita a nova senha"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={errors.confirmPassword ? errorIdFor('confirmar-nova-senha') : undefined}
            {...register('confirmPassword')}
          />
        </Field>
        <Button type="submit" size="lg" loading={resetPassword.isPending} className="mt-1 w-full">
          {resetPassword.isPending ? null : <KeyRound aria-hidden="true" />}
          {resetPassword.isPending ? 'Salvando...' : 'Salvar nova senha'}
        </Button>
      </form>
    </AuthCard>
  );
}
