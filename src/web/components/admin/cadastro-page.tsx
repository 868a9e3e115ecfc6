import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed, PageLoading } from '../load-states';
import { EmptyState } from '../ui/empty-state';
import { AdminListToolbar } from './admin-list-toolbar';
import { LazyDeleteConfirmDialog } from './lazy-admin-dialogs';
import { useCrudDialogs } from './use-crud-dialogs';

/** The words of one cadastro tab: its toolbar, empty state, loading and delete confirmation. */
export interface CadastroTexts<Item> {
  loading: string;
  loadFailed: string;
  description: string;
  actionLabel: string;
  emptyTitle: string;
  emptyDescription: string;
  deleteTitle: string;
  deleteDescription: (item: Item) => string;
  deleted: string;
  deleteFailed: string;
}

/**
 * One admin cadastro tab (a short list kept by the admin, e.g. Bancas): loading and failure states,
 * the toolbar with 'Novo …', the list or its empty state, the form dialog (keyed by the row, so each
 * opening starts from its values) and the delete confirmation, whose refusal toasts the server's reason.
 */
export function CadastroPage<Item extends { id: number }>({
  list,
  remove,
  texts,
  icon,
  renderList,
  renderForm,
  preloadDialogs,
}: {
  list: UseQueryResult<Item[]>;
  remove: UseMutationResult<unknown, Error, number>;
  texts: CadastroTexts<Item>;
  icon: LucideIcon;
  renderList: (items: Item[], onEdit: (item: Item) => void, onDelete: (item: Item) => void) => ReactNode;
  renderForm: (props: { key: number | string; open: boolean; item: Item | null; onClose: () => void }) => ReactNode;
  /** Loads the form's and the delete confirmation's code once the list is on screen (lazyAdminFormDialog). */
  preloadDialogs: () => void;
}) {
  const dialogs = useCrudDialogs<Item>();

  if (list.isPending) return <PageLoading label={texts.loading} />;
  if (list.isError) return <LoadFailed message={texts.loadFailed} onRetry={() => void list.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        description={texts.description}
        actionLabel={texts.actionLabel}
        onAction={dialogs.openNew}
        onShown={preloadDialogs}
      />
      {list.data.length === 0 ? (
        <EmptyState icon={icon} title={texts.emptyTitle} description={texts.emptyDescription} />
      ) : (
        renderList(list.data, dialogs.openEdit, dialogs.askDelete)
      )}
      {renderForm({
        key: dialogs.editing?.item?.id ?? 'novo',
        open: dialogs.editing !== null,
        item: dialogs.editing?.item ?? null,
        onClose: dialogs.closeForm,
      })}
      <LazyDeleteConfirmDialog
        item={dialogs.deleting}
        onClose={dialogs.closeDelete}
        title={texts.deleteTitle}
        description={texts.deleteDescription}
        remove={remove}
        successMessage={texts.deleted}
        failMessage={texts.deleteFailed}
      />
    </div>
  );
}
