import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** The user whose admin flag the form is about to change, as typed in the form. */
export interface AdminFlagChange {
  nome: string;
  email: string;
  /** The flag after the change: true gives the panel, false takes it away. */
  isAdmin: boolean;
}

/**
 * Giving or taking away the admin flag is asked again, naming the user (issue 28 §2): one wrong click
 * on the switch would hand someone every student's data, or lock a colleague out of the panel.
 */
export function AdminFlagConfirm({
  change,
  saving,
  onConfirm,
  onCancel,
}: {
  change: AdminFlagChange | null;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const quem = change ? `${change.nome} (${change.email})` : '';
  const grants = change?.isAdmin ?? false;
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={grants ? 'Tornar administrador?' : 'Remover acesso de administrador?'}
      description={
        grants
          ? `${quem} poderá gerenciar o conteúdo, os usuários e os reports no painel administrativo.`
          : `${quem} deixará de acessar o painel administrativo.`
      }
      confirmLabel={grants ? 'Tornar administrador' : 'Remover acesso'}
      confirmVariant={grants ? 'primary' : 'destructive'}
      loading={saving}
      onConfirm={onConfirm}
    />
  );
}
