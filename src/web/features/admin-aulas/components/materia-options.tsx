import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';

type Materia = AdminCatalogo['materias'][number];

/**
 * The matérias of the catalogue as <option>s grouped by módulo (the order the catalogue gives); with
 * `only`, just those it accepts (a módulo left with none is not shown).
 */
export function MateriaOptions({ catalogo, only }: { catalogo: AdminCatalogo; only?: (materia: Materia) => boolean }) {
  return catalogo.modulos.map((modulo) => {
    const materias = catalogo.materias.filter((m) => m.moduloId === modulo.id && (!only || only(m)));
    if (materias.length === 0) return null;
    return (
      <optgroup key={modulo.id} label={modulo.nome}>
        {materias.map((m) => (
          <option key={m.id} value={m.id}>
            {m.nome}
          </option>
        ))}
      </optgroup>
    );
  });
}
