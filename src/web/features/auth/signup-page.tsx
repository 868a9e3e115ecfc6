import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { signupSchema } from '../../../shared/schemas/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorIdFor, Field } from '../../components/ui/field';
import { EmailInput, Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { WhatsappInput } from '../../components/whatsapp-input';
import { refreshSession } from '../../lib/session';
import { useSignUp } from './api/sign-up';
import { authErrorMessage } from './auth-error';
import { AuthCard } from './components/auth-card';

type SignupForm = z.input<typeof signupSchema>;
type SignupData = z.output<typeof signupSchema>;

const FORM_ERROR_ID = 'cadastro-form-error';

/**
 * "Required" is one message for the whole form, shown once at the top; the other messages belong to
 * one field and show under it.
 */
function fieldMessage(errors: FieldErrors<SignupForm>, name: keyof SignupForm): string | undefined {
  const message = errors[name]?.message;
  return message && message !== messages.signupFieldsRequired ? message : undefined;
}

export function SignupPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const signUp = useSignUp({
    onSuccess: async () => {
      toast.success(messages.signupSuccess);
      await refreshSession(queryClient);
      await navigate('/dashboard', { replace: true });
    },
    onError: (err) => setServerError(authErrorMessage(err, messages.unexpected)),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupForm, unknown, SignupData>({
    resolver: zodResolver(signupSchema),
    defaultValues: { nome: '', email: '', whatsapp: '', password: '', confirmPassword: '' },
  });

  const missingRequired = Object.values(errors).some((e) => e?.message === messages.signupFieldsRequired);
  const formError = missingRequired ? messages.signupFieldsRequired : serverError;

  const onSubmit = handleSubmit((data) => {
    setServerError(null);
    signUp.mutate({
      name: data.nome,
      email: data.email,
      password: data.password,
      ...(data.whatsapp ? { whatsapp: data.whatsapp } : {}),
    });
  });

  const a11y = (name: keyof SignupForm, id: string) => {
    const own = fieldMessage(errors, name);
    const describedBy = [own ? errorIdFor(id) : null, errors[name] && missingRequired ? FORM_ERROR_ID : null]
      .filter(Boolean)
      .join(' ');
    return {
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };

  return (
    <AuthCard
      title="Criar conta"
      description="Cadastre-se para praticar simulados e acompanhar sua evolução."
      footer={
        <>
          Já tem uma conta?{' '}
          <Link to="/login" className="font-semibold text-link hover:underline">
            Entrar
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? (
          <Alert tone="error" id={FORM_ERROR_ID}>
            {formError}
          </Alert>
        ) : null}
        <Field id="cadastro-nome" label="Nome completo" error={fieldMessage(errors, 'nome')}>
          <Input
            id="cadastro-nome"
            autoComplete="name"
            placeholder="Seu nome completo"
            {...register('nome')}
            {...a11y('nome', 'cadastro-nome')}
          />
        </Field>
        <Field id="cadastro-email" label="Email" error={fieldMessage(errors, 'email')}>
          <EmailInput id="cadastro-email" {...register('email')} {...a11y('email', 'cadastro-email')} />
        </Field>
        <Field id="cadastro-whatsapp" label="WhatsApp (opcional)" error={fieldMessage(errors, 'whatsapp')}>
          <Controller
            control={control}
            name="whatsapp"
            render={({ field }) => (
              <WhatsappInput
                id="cadastro-whatsapp"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onValueChange={field.onChange}
                {...a11y('whatsapp', 'cadastro-whatsapp')}
              />
            )}
          />
        </Field>
        <Field id="cadastro-senha" label="Senha" error={fieldMessage(errors, 'password')}>
          <PasswordInput
            id="cadastro-senha"
            autoComplete="new-password"
            placeholder="Mínimo de 6 caracteres"
            {...register('password')}
            {...a11y('password', 'cadastro-senha')}
          />
        </Field>
        <Field id="cadastro-confirmar" label="Confirmar senha" error={fieldMessage(errors, 'confirmPassword')}>
          <PasswordInput
            id="cadastro-confirmar"
            autoComplete="new-password"
            placeholder="Repita a senha"
            {...register('confirmPassword')}
            {...a11y('confirmPassword', 'cadastro-confirmar')}
          />
        </Field>
        <Button type="submit" size="lg" loading={signUp.isPending} className="mt-1 w-full">
          {signUp.isPending ? null : <UserPlus aria-hidden="true" />}
          {signUp.isPending ? 'Criando conta...' : 'Criar conta'}
        </Button>
      </form>
    </AuthCard>
  );
}
