import { useState } from 'react';
import type { AdminQuestoesQueryInput } from '../../../shared/schemas/admin-questoes';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export interface QuestoesFilterValues {
  moduloId: number | null;
  materiaId: number | null;
  aulaId: number | null;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Questões tab's filters and page. Choosing a módulo clears a matéria of another módulo, choosing a
 * matéria clears the aula, and any change goes back to page 1; the search reaches the server once
 * typing pauses.
 */
export function useQuestoesFilters() {
  const [filters, setFilters] = useState<QuestoesFilterValues>({ moduloId: null, materiaId: null, aulaId: null });
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const query: AdminQuestoesQueryInput = {
    moduloId: filters.moduloId ?? undefined,
    materiaId: filters.materiaId ?? undefined,
    aulaId: filters.aulaId ?? undefined,
    q: debouncedSearch,
    page,
  };

  return {
    filters,
    search,
    page,
    query,
    /** Whether anything narrows the list (the empty state then says so). */
    filtered: filters.moduloId !== null || filters.materiaId !== null || debouncedSearch !== '',
    setModulo: (moduloId: number | null, materiaStays: boolean) => {
      setFilters((f) => ({
        moduloId,
        materiaId: materiaStays ? f.materiaId : null,
        aulaId: materiaStays ? f.aulaId : null,
      }));
      setPage(1);
    },
    setMateria: (materiaId: number | null) => {
      setFilters((f) => ({ ...f, materiaId, aulaId: null }));
      setPage(1);
    },
    setAula: (aulaId: number | null) => {
      setFilters((f) => ({ ...f, aulaId }));
      setPage(1);
    },
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    setPage,
    clear: () => {
      setFilters({ moduloId: null, materiaId: null, aulaId: null });
      setSearchText('');
      setPage(1);
    },
  };
}
