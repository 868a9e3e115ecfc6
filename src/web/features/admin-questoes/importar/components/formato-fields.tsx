import { useId } from 'react';
import {
  FORMATO_AUTOMATICO,
  FORMATO_LABELS,
  FORMATOS_QUESTOES,
} from '../../../../../shared/schemas/admin-formatos-questoes';
import { useAdminCatalogo } from '../../../../components/admin/use-admin-catalogo';
import { Field } from '../../../../components/ui/field';
import { NativeSelect } from '../../../../components/ui/select';

/**
 * The import's format ('Detectar automaticamente' lets the server recognise it by name and content) and
 * the matéria that receives the items of a file without categories (Aiken never has them).
 */
export function FormatoFields({
  formato,
  materia,
  onFormato,
  onMateria,
}: {
  formato: string;
  materia: string;
  onFormato: (formato: string) => void;
  onMateria: (materia: string) => void;
}) {
  const formatoId = useId();
  const materiaId = useId();
  const catalogo = useAdminCatalogo().data;
  const modulo = new Map(catalogo?.modulos.map((m) => [m.id, m.nome]));
  const teoricas = catalogo?.materias.filter((m) => m.tipo === 'teorica') ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={formatoId} label="Formato">
        <NativeSelect id={formatoId} value={formato} onChange={(e) => onFormato(e.target.value)}>
          <option value={FORMATO_AUTOMATICO}>Detectar automaticamente</option>
          {FORMATOS_QUESTOES.map((f) => (
            <option key={f} value={f}>
              {FORMATO_LABELS[f]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id={materiaId}
        label="Matéria (para arquivos sem categoria)"
        hint="Moodle XML e GIFT com categoria usam a matéria e a aula da categoria; Aiken não tem categorias."
      >
        <NativeSelect id={materiaId} value={materia} onChange={(e) => onMateria(e.target.value)}>
          <option value="">Nenhuma (usar as categorias do arquivo)</option>
          {teoricas.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.nome} ({modulo.get(m.moduloId)})
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
