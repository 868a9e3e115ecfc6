import { Camera, KeyRound, Trash } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { AVATAR_MAX_BYTES } from '../../../../shared/rules/perfil';
import type { Me } from '../../../../shared/schemas/me';
import { SignOutButton } from '../../../components/sign-out-button';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmailText } from '../../../components/ui/email-text';
import { LazyConfirmDialog, preloadConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { SpinnerIcon } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { useSessionExpiredHandler } from '../use-session-expired';

// The password form (its zod schema, react-hook-form's resolver) and the photo's confirmation (with
// Radix's dialog) are not part of /perfil's first download: each loads when the pointer or the focus
// reaches the button that opens it (docs/decisions/0025).
const { LazyDialog: LazyPasswordDialog, preload: preloadPasswordDialog } = lazyDialog(() =>
  import('./password-dialog').then((module) => module.PasswordDialog),
);

/**
 * The photo (change, remove with the spec's confirmation), the name and e-mail, and the account actions:
 * 'Alterar Senha' and 'Sair' (the layout's own sign-out with its 'Confirmar Saída' dialog).
 */
export function AvatarCard({ user }: { user: Me }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const sessionExpired = useSessionExpiredHandler();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire again
    if (!file) return;
    // Quick answers for the obvious cases; the server checks the bytes themselves either way.
    if (!file.type.startsWith('image/')) return void toast.error(messages.avatarInvalid);
    if (file.size > AVATAR_MAX_BYTES) return void toast.error(messages.avatarTooLarge);
    upload.mutate(file, {
      onSuccess: () => toast.success(messages.avatarUpdated),
      onError: (error) => {
        if (!sessionExpired(error)) toast.error(errorMessage(error, messages.avatarUpdateFailed));
      },
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmingRemoval(false);
        toast.success(messages.avatarRemoved);
      },
      onError: (error) => {
        setConfirmingRemoval(false);
        if (!sessionExpired(error)) toast.error(errorMessage(error, messages.avatarRemoveFailed));
      },
    });

  return (
    <Card className="flex flex-col items-center gap-4 p-5 text-center sm:p-6">
      <div className="relative">
        <UserAvatar nome={user.nome} avatarUrl={user.avatarUrl} className="size-28 text-3xl! ring-4 ring-gold-400/40" />
        {upload.isPending ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-navy-950/50 text-white">
            <SpinnerIcon className="size-8" />
            <span className="sr-only">Enviando foto...</span>
          </span>
        ) : null}
      </div>
      <div className="min-w-0 max-w-full">
        <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">{user.nome}</h2>
        <p className="text-sm text-muted-foreground">
          <EmailText email={user.email} />
        </p>
      </div>

      <div className="flex w-full flex-wrap justify-center gap-2">
        <input
          ref={fileInput}
          id="perfil-foto"
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
        />
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} loading={upload.isPending}>
          {upload.isPending ? null : <Camera aria-hidden="true" />}
          {user.avatarUrl ? 'Alterar foto' : 'Adicionar foto'}
        </Button>
        {user.avatarUrl ? (
          <Button
            variant="ghost"
            size="sm"
            onPointerEnter={preloadConfirmDialog}
            onFocus={preloadConfirmDialog}
            onClick={() => setConfirmingRemoval(true)}
            className="text-destructive!"
          >
            <Trash aria-hidden="true" />
            Remover foto
          </Button>
        ) : null}
      </div>

      <div className="grid w-full grid-cols-2 gap-2 border-t border-border pt-4">
        <Button
          variant="secondary"
          onPointerEnter={preloadPasswordDialog}
          onFocus={preloadPasswordDialog}
          onClick={() => setChangingPassword(true)}
        >
          <KeyRound aria-hidden="true" />
          Alterar Senha
        </Button>
        <SignOutButton className={buttonClasses({ variant: 'outline', className: 'text-destructive!' })} />
      </div>

      <LazyConfirmDialog
        open={confirmingRemoval}
        onOpenChange={setConfirmingRemoval}
        title="Remover foto"
        description={messages.avatarRemoveConfirm}
        confirmLabel="Remover"
        confirmVariant="destructive"
        loading={remove.isPending}
        onConfirm={onRemove}
      />
      <LazyPasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </Card>
  );
}
