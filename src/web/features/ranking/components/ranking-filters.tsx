import { Search } from 'lucide-react';
import { messages } from '../../../../shared/messages';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { parseId } from '../../../lib/parse-id';
import { useRankingUnidades } from '../api/list-ranking-unidades';
import { searchPlaceholder } from './ranking-texts';

/** The search box and the unit filter; both are applied by the server over the whole edital. */
export function RankingFilters({
  search,
  onSearchChange,
  unidadeId,
  onUnidadeChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  unidadeId: number | null;
  onUnidadeChange: (id: number | null) => void;
}) {
  const unidades = useRankingUnidades();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Buscar por QRA ou unidade"
          placeholder={searchPlaceholder}
          value={search}
          maxLength={50}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <div className="flex flex-col gap-1">
        <NativeSelect
          aria-label="Filtrar por unidade"
          value={unidadeId ?? ''}
          onChange={(e) => onUnidadeChange(parseId(e.target.value))}
        >
          <option value="">Todas as unidades</option>
          {(unidades.data?.unidades ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.sigla} — {u.nome}
            </option>
          ))}
        </NativeSelect>
        {/* Without its list the filter would offer only 'Todas as unidades' and say nothing of why. */}
        {unidades.isError ? (
          <p role="alert" className="text-xs text-destructive">
            {messages.unidadesLoadFailed}{' '}
            <button
              type="button"
              className="font-semibold underline underline-offset-2"
              onClick={() => void unidades.refetch()}
            >
              Tentar novamente
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
