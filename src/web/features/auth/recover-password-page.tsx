import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import { recoverySchema } from '../../../shared/schemas/auth';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field, invalidFieldProps } from '../../components/ui/field';
import { EmailInput } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { setApiFieldErrors } from '../../lib/api-field-errors';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';

type RecoveryForm = z.input<typeof recoverySchema>;
type RecoveryData = z.output<typeof recoverySchema>;

export function RecoverPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecoveryForm, unknown, RecoveryData>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => {
    setFormError(null);
    requestReset.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        toast.success(messages.recoverySent);
      },
      onError: (err) => {
        if (!setApiFieldErrors(err, ['email'], setError)) setFormError(errorMessage(err, messages.recoveryFailed));
      },
    });
  });

  if (sentTo) {
    return (
      <AuthCard title={messages.recoverySentTitle}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
            <MailCheck aria-hidden="true" className="size-8" />
          </span>
          <p className="text-sm text-muted-foreground" role="status">
            Se o email <strong className="font-semibold text-foreground break-all">{sentTo}</strong> estiver cadastrado,
            você receberá um link para redefinir sua senha. O link é válido por 24 horas.
          </p>
          <p className="text-xs text-muted-foreground">Não encontrou? Confira também a caixa de spam.</p>
          <Link to="/login" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-2 w-full' })}>
            <ArrowLeft aria-hidden="true" />
            Voltar para o login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Recuperar senha"
      description="Informe o email da sua conta e enviaremos um link para você criar uma nova senha."
      footer={
        <Link to="/login" className="inline-flex items-center gap-1.5 font-semibold text-link hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar para o login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Field id="recuperar-email" label="Email" error={errors.email?.message}>
          <EmailInput
            id="recuperar-email"
            {...register('email')}
            {...invalidFieldProps(Boolean(errors.email), 'recuperar-email')}
          />
        </Field>
        <Button type="submit" size="lg" loading={requestReset.isPending} className="w-full">
          {requestReset.isPending ? null : <Send aria-hidden="true" />}
          {requestReset.isPending ? 'Enviando...' : 'Enviar link de recuperação'}
        </Button>
      </form>
    </AuthCard>
  );
}
