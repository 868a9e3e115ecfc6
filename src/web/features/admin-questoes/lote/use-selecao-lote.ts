import { useState } from 'react';
import type { AdminQuestoesQueryInput } from '../../../../shared/schemas/admin-questoes';

/** The page's ids, or every question the filter matches. */
export type Selecao = { modo: 'ids'; ids: ReadonlySet<number> } | { modo: 'filtro' };

const VAZIA: Selecao = { modo: 'ids', ids: new Set() };

/**
 * The questions chosen for a bulk action. A new filter starts a new selection (what was chosen may no
 * longer be in the list); changing page keeps it.
 */
export function useSelecaoLote(query: AdminQuestoesQueryInput) {
  const { page: _page, ...filtro } = query;
  const chave = JSON.stringify(filtro);
  const [state, setState] = useState<{ chave: string; selecao: Selecao }>({ chave, selecao: VAZIA });
  const selecao = state.chave === chave ? state.selecao : VAZIA;
  const set = (next: Selecao) => setState({ chave, selecao: next });

  const isSelected = (id: number) => selecao.modo === 'filtro' || selecao.ids.has(id);
  const toggle = (id: number, on: boolean) => {
    if (selecao.modo === 'filtro') return;
    const ids = new Set(selecao.ids);
    if (on) ids.add(id);
    else ids.delete(id);
    set({ modo: 'ids', ids });
  };
  const togglePage = (pageIds: number[], on: boolean) => {
    const ids = new Set(selecao.modo === 'ids' ? selecao.ids : []);
    for (const id of pageIds) {
      if (on) ids.add(id);
      else ids.delete(id);
    }
    set({ modo: 'ids', ids });
  };
  return {
    selecao,
    filtro,
    isSelected,
    toggle,
    togglePage,
    selectAll: () => set({ modo: 'filtro' }),
    clear: () => set(VAZIA),
  };
}
export type SelecaoLote = ReturnType<typeof useSelecaoLote>;
