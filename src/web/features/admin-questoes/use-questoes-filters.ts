import { useState } from 'react';
import type { QuestaoTipo } from '../../../shared/rules/questao';
import type { AdminQuestoesQueryInput, ORIGENS_ADMIN, SITUACOES_QUESTAO } from '../../../shared/schemas/admin-questoes';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export interface QuestoesFilterValues {
  moduloId: number | null;
  materiaId: number | null;
  aulaId: number | null;
}

/** Issue 33's filters: banca, ano, origem (provas or inéditas), tipo and situação; null is 'todas'. */
export interface QuestoesFonteFilterValues {
  bancaId: number | null;
  ano: number | null;
  origem: (typeof ORIGENS_ADMIN)[number] | null;
  tipo: QuestaoTipo | null;
  situacao: (typeof SITUACOES_QUESTAO)[number] | null;
}

const SEM_FONTE: QuestoesFonteFilterValues = { bancaId: null, ano: null, origem: null, tipo: null, situacao: null };

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Questões tab's filters and page. Choosing a módulo clears a matéria of another módulo, choosing a
 * matéria clears the aula, and any change goes back to page 1; the search reaches the server once
 * typing pauses.
 */
export function useQuestoesFilters() {
  const [filters, setFilters] = useState<QuestoesFilterValues>({ moduloId: null, materiaId: null, aulaId: null });
  const [fonte, setFonteValues] = useState<QuestoesFonteFilterValues>(SEM_FONTE);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const query: AdminQuestoesQueryInput = {
    moduloId: filters.moduloId ?? undefined,
    materiaId: filters.materiaId ?? undefined,
    aulaId: filters.aulaId ?? undefined,
    bancaId: fonte.bancaId ?? undefined,
    ano: fonte.ano ?? undefined,
    origem: fonte.origem ?? undefined,
    tipo: fonte.tipo ?? undefined,
    situacao: fonte.situacao ?? undefined,
    q: debouncedSearch,
    page,
  };

  return {
    filters,
    search,
    page,
    query,
    /** Whether anything narrows the list (the empty state then says so). */
    filtered:
      filters.moduloId !== null ||
      filters.materiaId !== null ||
      debouncedSearch !== '' ||
      Object.values(fonte).some((v) => v !== null),
    fonte,
    setFonte: (change: Partial<QuestoesFonteFilterValues>) => {
      setFonteValues((f) => ({ ...f, ...change }));
      setPage(1);
    },
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
      setFonteValues(SEM_FONTE);
      setSearchText('');
      setPage(1);
    },
  };
}
