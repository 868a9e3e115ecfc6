import { useState } from 'react';

/**
 * Which row an admin list is working on: `editing` is null while the form is closed, `{ item: null }`
 * for a new one and `{ item }` while editing; `deleting` is the row awaiting confirmation.
 */
export function useCrudDialogs<Item>() {
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  return {
    editing,
    deleting,
    openNew: () => setEditing({ item: null }),
    openEdit: (item: Item) => setEditing({ item }),
    closeForm: () => setEditing(null),
    askDelete: (item: Item) => setDeleting(item),
    closeDelete: () => setDeleting(null),
  };
}
