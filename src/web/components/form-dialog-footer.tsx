import { Button } from './ui/button';
import { DialogFooter } from './ui/dialog';

/**
 * The footer of a form in a dialog: 'Cancelar' (closes it; not while saving) and the submit button,
 * which shows 'Salvando...' with a spinner while the request runs.
 */
export function FormDialogFooter({
  onCancel,
  saving,
  submitLabel,
  submitDisabled,
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button type="submit" loading={saving} disabled={submitDisabled}>
        {saving ? 'Salvando...' : submitLabel}
      </Button>
    </DialogFooter>
  );
}
