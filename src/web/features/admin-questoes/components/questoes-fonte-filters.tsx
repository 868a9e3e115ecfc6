import type { ChangeEvent } from 'react';
import { ANO_MIN, anoMax, QUESTAO_TIPO_LABELS, QUESTAO_TIPOS } from '../../../../shared/rules/questao';
import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { parseId } from '../../../lib/parse-id';
import type { QuestoesFonteFilterValues, useQuestoesFilters } from '../use-questoes-filters';

const ANOS = Array.from({ length: anoMax() - ANO_MIN + 1 }, (_, i) => anoMax() - i);

/** '' is 'todas'; anything else one of `values` (a select offers nothing else). */
function choice<T extends string>(values: readonly T[]) {
  return (e: ChangeEvent<HTMLSelectElement>) =>
    (values as readonly string[]).includes(e.target.value) ? (e.target.value as T) : null;
}

/** Issue 33 §2, §3, §5: Banca (every one, active or not), Ano, Origem, Tipo and Situação. */
export function QuestoesFonteFilters({
  catalogo,
  state,
}: {
  catalogo: AdminCatalogo;
  state: ReturnType<typeof useQuestoesFilters>;
}) {
  const { fonte, setFonte } = state;
  const select = (
    id: string,
    label: string,
    value: string | number | null,
    onChange: (e: ChangeEvent<HTMLSelectElement>) => Partial<QuestoesFonteFilterValues>,
    todas: string,
    options: { value: string | number; label: string }[],
  ) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => setFonte(onChange(e))}>
        <option value="">{todas}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {select(
        'filtro-banca',
        'Banca',
        fonte.bancaId,
        (e) => ({ bancaId: parseId(e.target.value) }),
        'Todas as bancas',
        catalogo.bancas.map((b) => ({ value: b.id, label: b.ativo ? b.nome : `${b.nome} (inativa)` })),
      )}
      {select(
        'filtro-ano',
        'Ano',
        fonte.ano,
        (e) => ({ ano: parseId(e.target.value) }),
        'Todos os anos',
        ANOS.map((a) => ({ value: a, label: String(a) })),
      )}
      {select(
        'filtro-origem',
        'Origem',
        fonte.origem,
        (e) => ({ origem: choice(['provas', 'ineditas'] as const)(e) }),
        'Provas e inéditas',
        [
          { value: 'provas', label: 'Só questões de provas' },
          { value: 'ineditas', label: 'Só inéditas' },
        ],
      )}
      {select(
        'filtro-tipo',
        'Tipo',
        fonte.tipo,
        (e) => ({ tipo: choice(QUESTAO_TIPOS)(e) }),
        'Todos os tipos',
        QUESTAO_TIPOS.map((t) => ({ value: t, label: QUESTAO_TIPO_LABELS[t] })),
      )}
      {select(
        'filtro-situacao',
        'Situação',
        fonte.situacao,
        (e) => ({ situacao: choice(['anuladas', 'desatualizadas'] as const)(e) }),
        'Todas as situações',
        [
          { value: 'anuladas', label: 'Anuladas' },
          { value: 'desatualizadas', label: 'Desatualizadas' },
        ],
      )}
    </div>
  );
}
