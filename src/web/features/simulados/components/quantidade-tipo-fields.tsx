import { QUESTION_COUNT_OPTIONS, TIPOS_FILTRO } from '../../../../shared/rules/simulado';
import type { TipoFiltro } from '../../../../shared/schemas/simulados';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/select';
import { TempoDeProvaSelect } from './tempo-de-prova-select';

export const tipoLabels: Record<TipoFiltro, string> = {
  todas: 'Todas',
  nao_resolvidas: 'Não resolvidas',
  resolvidas: 'Resolvidas',
  acertei: 'Acertei',
  errei: 'Errei',
};

const quantidadeLabel = (n: number) => (n === 500 ? 'Máximo (500)' : String(n));

/** Quantidade de questões, Tipo de questões and Tempo de prova: the simulado's size, filter and clock. */
export function QuantidadeTipoFields({
  quantidade,
  onQuantidade,
  tipo,
  onTipo,
  minutosPorQuestao,
  onMinutosPorQuestao,
}: {
  quantidade: number;
  onQuantidade: (n: number) => void;
  tipo: TipoFiltro;
  onTipo: (t: TipoFiltro) => void;
  minutosPorQuestao: number | null;
  onMinutosPorQuestao: (m: number | null) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="simulado-quantidade" label="Quantidade de questões">
        <NativeSelect
          id="simulado-quantidade"
          value={quantidade}
          onChange={(e) => {
            onQuantidade(Number(e.target.value));
          }}
        >
          {QUESTION_COUNT_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {quantidadeLabel(n)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="simulado-tipo" label="Tipo de questões">
        <NativeSelect
          id="simulado-tipo"
          value={tipo}
          aria-describedby="simulado-tipo-ajuda"
          onChange={(e) => {
            onTipo(e.target.value as TipoFiltro);
          }}
        >
          {TIPOS_FILTRO.map((t) => (
            <option key={t} value={t}>
              {tipoLabels[t]}
            </option>
          ))}
        </NativeSelect>
        <p id="simulado-tipo-ajuda" className="text-xs text-muted-foreground">
          “Acertei” e “Errei” consideram a sua resposta mais recente a cada questão.
        </p>
      </Field>
      <TempoDeProvaSelect value={minutosPorQuestao} onChange={onMinutosPorQuestao} />
    </div>
  );
}
