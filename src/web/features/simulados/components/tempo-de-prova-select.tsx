import { MINUTOS_POR_QUESTAO_OPTIONS } from '../../../../shared/rules/simulado';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/select';

/** The option's text: 'Sem limite', or '3 min por questão'. */
export const tempoDeProvaLabel = (minutos: number | null) =>
  minutos === null ? 'Sem limite' : `${minutos} min por questão`;

/**
 * 'Tempo de prova' (issue 27 §4): no limit (the default), or minutes per question. The server sets the
 * deadline when it hands out the questions; at zero the simulado finishes by itself.
 */
export function TempoDeProvaSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (minutos: number | null) => void;
}) {
  return (
    <Field id="simulado-tempo" label="Tempo de prova">
      <NativeSelect
        id="simulado-tempo"
        value={value ?? ''}
        aria-describedby="simulado-tempo-ajuda"
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{tempoDeProvaLabel(null)}</option>
        {MINUTOS_POR_QUESTAO_OPTIONS.map((m) => (
          <option key={m} value={m}>
            {tempoDeProvaLabel(m)}
          </option>
        ))}
      </NativeSelect>
      <p id="simulado-tempo-ajuda" className="text-xs text-muted-foreground">
        Com tempo, o simulado termina sozinho quando o prazo acaba; respostas conferidas depois não contam.
      </p>
    </Field>
  );
}
