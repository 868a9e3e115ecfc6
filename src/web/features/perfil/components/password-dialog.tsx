import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { changePasswordFormSchema, type ChangePasswordForm } from '../../../../shared/schemas/password-change';
import { Alert } from '../../../components/ui/alert';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage, isApiError } from '../../../lib/api';
import { useChangePassword } from '../api/change-password';
import { useSessionExpiredHandler } from '../use-session-expired';

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Alterar Senha' (SPEC §2 /perfil): Nova senha, Confirmar nova senha, each with show/hide, and Cancelar;
 * plus the current password, which the server checks before changing it and ending the other sessions.
 */
export function PasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();
  const sessionExpired = useSessionExpiredHandler();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });

  const setOpen = (next: boolean) => {
    if (change.isPending) return;
    if (!next) {
      reset(empty);
      setFormError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setFormError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(messages.passwordChanged);
          reset(empty);
          onOpenChange(false);
        },
        onError: (error) => {
          if (sessionExpired(error)) return;
          if (isApiError(error) && error.code === 'CURRENT_PASSWORD_WRONG') {
            setError('currentPassword', { message: error.message }, { shouldFocus: true });
            return;
          }
          setFormError(errorMessage(error, messages.passwordChangeFailed));
          if (!isApiError(error) || error.status >= 500 || error.status === 0)
            toast.error(messages.passwordChangeFailed);
        },
      },
    );
  });

  const a11y = (name: keyof ChangePasswordForm, id: string) => invalidFieldProps(Boolean(errors[name]), id);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Alterar Senha</DialogTitle>
          <DialogDescription>Ao alterar a senha, você sai da sua conta nos outros aparelhos.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Field id="senha-atual" label="Senha atual" error={errors.currentPassword?.message}>
            <PasswordInput
              id="senha-atual"
              autoComplete="current-password"
              {...register('currentPassword')}
              {...a11y('currentPassword', 'senha-atual')}
            />
          </Field>
          <Field id="perfil-nova-senha" label="Nova senha" error={errors.newPassword?.message}>
            <PasswordInput
              id="perfil-nova-senha"
              autoComplete="new-password"
              placeholder="Mínimo de 6 caracteres"
              {...register('newPassword')}
              {...a11y('newPassword', 'perfil-nova-senha')}
            />
          </Field>
          <Field id="perfil-confirmar-senha" label="Confirmar nova senha" error={errors.confirmPassword?.message}>
            <PasswordInput
              id="perfil-confirmar-senha"
              autoComplete="new-password"
              placeholder="Repita a nova senha"
              {...register('confirmPassword')}
              {...a11y('confirmPassword', 'perfil-confirmar-senha')}
            />
          </Field>
          <FormDialogFooter onCancel={() => setOpen(false)} saving={change.isPending} submitLabel="Alterar Senha" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
