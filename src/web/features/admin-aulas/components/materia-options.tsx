import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';

/** The matérias of the catalogue as <option>s grouped by módulo (the order the catalogue gives). */
export function MateriaOptions({ catalogo }: { catalogo: AdminCatalogo }) {
  return catalogo.modulos.map((modulo) => {
    const materias = catalogo.materias.filter((m) => m.moduloId === modulo.id);
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
