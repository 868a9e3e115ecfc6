import { Search } from 'lucide-react';
import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import { QUESTOES_BUSCA_MAX } from '../../../../shared/schemas/admin-questoes';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { parseId } from '../../../lib/parse-id';
import type { useQuestoesFilters } from '../use-questoes-filters';

/**
 * Módulo, Matéria (teóricas only: practical ones have no questions) and Aula (only when the chosen
 * matéria has aulas), and the search over statement and matéria name.
 */
export function QuestoesFilters({
  catalogo,
  state,
}: {
  catalogo: AdminCatalogo;
  state: ReturnType<typeof useQuestoesFilters>;
}) {
  const { filters } = state;
  const materias = catalogo.materias.filter(
    (m) => m.tipo === 'teorica' && (filters.moduloId === null || m.moduloId === filters.moduloId),
  );
  const aulas = filters.materiaId === null ? [] : catalogo.aulas.filter((a) => a.materiaId === filters.materiaId);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-modulo">Módulo</Label>
        <NativeSelect
          id="filtro-modulo"
          value={filters.moduloId ?? ''}
          onChange={(e) => {
            const moduloId = parseId(e.target.value);
            const materia = catalogo.materias.find((m) => m.id === filters.materiaId);
            state.setModulo(moduloId, moduloId === null || materia?.moduloId === moduloId);
          }}
        >
          <option value="">Todos os módulos</option>
          {catalogo.modulos.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nome}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filtro-materia">Matéria</Label>
        <NativeSelect
          id="filtro-materia"
          value={filters.materiaId ?? ''}
          onChange={(e) => state.setMateria(parseId(e.target.value))}
        >
          <option value="">Todas as matérias</option>
          {materias.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nome}
            </option>
          ))}
        </NativeSelect>
      </div>
      {aulas.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="filtro-aula">Aula</Label>
          <NativeSelect
            id="filtro-aula"
            value={filters.aulaId ?? ''}
            onChange={(e) => state.setAula(parseId(e.target.value))}
          >
            <option value="">Todas as aulas</option>
            {aulas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.ordem}. {a.titulo}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className={aulas.length > 0 ? 'flex flex-col gap-1.5' : 'flex flex-col gap-1.5 lg:col-span-2'}>
        <Label htmlFor="filtro-busca">Buscar</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="filtro-busca"
            type="search"
            placeholder="Enunciado ou matéria..."
            value={state.search}
            maxLength={QUESTOES_BUSCA_MAX}
            onChange={(e) => state.setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
      </div>
    </div>
  );
}
