import type { ComponentProps } from 'react';
import type { AdminResumo } from '../../../../shared/schemas/admin-resumos';
import { useAdminCatalogo } from '../../../components/admin/use-admin-catalogo';
import { NativeSelect } from '../../../components/ui/select';

/**
 * The matérias grouped by módulo. One resumo per matéria: a matéria that already has one (other than the
 * resumo being edited) is listed but disabled and marked, so the admin sees why it cannot be chosen.
 */
export function MateriaSelect({
  resumos,
  editingId,
  ...props
}: ComponentProps<'select'> & { resumos: AdminResumo[]; editingId: number | null }) {
  const catalogo = useAdminCatalogo();
  const taken = new Set(resumos.filter((r) => r.id !== editingId).map((r) => r.materiaId));
  const modulos = catalogo.data?.modulos ?? [];
  const materias = catalogo.data?.materias ?? [];
  const placeholder = catalogo.isPending
    ? 'Carregando matérias...'
    : catalogo.isError
      ? 'Erro ao carregar matérias'
      : 'Selecione uma matéria';
  return (
    <NativeSelect disabled={catalogo.isPending} {...props}>
      <option value="">{placeholder}</option>
      {modulos.map((modulo) => {
        const doModulo = materias.filter((m) => m.moduloId === modulo.id);
        if (doModulo.length === 0) return null;
        return (
          <optgroup key={modulo.id} label={modulo.nome}>
            {doModulo.map((m) => (
              <option key={m.id} value={m.id} disabled={taken.has(m.id)}>
                {taken.has(m.id) ? `${m.nome} (já tem resumo)` : m.nome}
              </option>
            ))}
          </optgroup>
        );
      })}
    </NativeSelect>
  );
}
