import type { ComponentType } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { lazyDialog } from '../ui/lazy-dialog';
import type { DeleteConfirmDialogProps } from './delete-confirm-dialog';

type AnyDeleteConfirmProps = DeleteConfirmDialogProps<{ id: number | string }, number | string>;

/**
 * The admin lists' delete confirmation, out of the tab's first download (with Radix's dialog): it loads
 * once the list is on screen and the browser is idle (AdminListToolbar's `onShown`), or at its first
 * opening (decision 0069).
 */
const deleteConfirm = lazyDialog<AnyDeleteConfirmProps>(
  () =>
    import('./delete-confirm-dialog').then(
      (module) => module.DeleteConfirmDialog as unknown as ComponentType<AnyDeleteConfirmProps>,
    ),
  { isOpen: (props) => props.item !== null, close: (props) => props.onClose() },
);

export function LazyDeleteConfirmDialog<Item extends { id: Id }, Id extends number | string = number>(
  props: DeleteConfirmDialogProps<Item, Id>,
) {
  return <deleteConfirm.LazyDialog {...(props as unknown as AnyDeleteConfirmProps)} />;
}

export const preloadDeleteConfirmDialog = deleteConfirm.preload;

/**
 * An admin tab's form dialog ('Novo …' / 'Editar …'), out of the tab's first download with its form's
 * schema and zod: `preloadDialogs` loads it and the delete confirmation, for AdminListToolbar's `onShown`.
 */
export function lazyAdminFormDialog<P extends { open: boolean; onOpenChange: (open: boolean) => void }>(
  load: () => Promise<ComponentType<P>>,
) {
  const form = lazyDialog(load);
  const preloadDialogs = () => {
    preloadDeleteConfirmDialog();
    // The `schemas` file (zod's classic API and the shared schemas built with it) first, then the form and
    // its own schemas at the next idle moment: evaluated together they were one long task on a phone, just
    // after the list's first paint (decision 0074). The API's error body is in that file and already
    // imported on demand (lib/api.ts): importing `zod` itself here would make it an entry of its own and
    // change how the build groups the files. A failed download is the form's to report, at opening.
    void import('../../../shared/schemas/api-error').then(
      () => whenIdle(form.preload),
      () => undefined,
    );
  };
  return { FormDialog: form.LazyDialog, preloadDialogs };
}
