import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ANO_MIN, anoMax } from '../../../../shared/rules/questao';
import { ANULADA_NOTA_MAX, FONTE_TEXTO_MAX } from '../../../../shared/schemas/admin-questao-fonte';
import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import { ControlledCheckbox } from '../controlled-checkbox';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { FormValues } from './form-types';
import { RichTextField } from './rich-text-field';

/** An empty select or number input is null ('Inédita', no year). */
const toNullableNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * Issue 33 §1, §2, §5 in the question form: 'Comentário do professor' (HTML, like the statement), where
 * the question came from (Banca — the active ones, plus the question's own if it was deactivated —,
 * Órgão/concurso, Ano, Cargo) and the marks 'Anulada' (with its optional reason) and 'Desatualizada'.
 */
export function QuestaoFonteFields({
  control,
  register,
  errors,
  bancas,
  bancaAtualId,
}: {
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  bancas: AdminCatalogo['bancas'];
  bancaAtualId: number | null;
}) {
  const anulada = useWatch({ control, name: 'anulada' }) ?? false;
  const opcoes = bancas.filter((b) => b.ativo || b.id === bancaAtualId);
  const texto = (name: 'orgao' | 'cargo', label: string, placeholder: string) => (
    <Field id={`questao-${name}`} label={label} error={errors[name]?.message}>
      <Input
        id={`questao-${name}`}
        placeholder={placeholder}
        maxLength={FONTE_TEXTO_MAX}
        {...register(name)}
        {...invalidFieldProps(Boolean(errors[name]), `questao-${name}`)}
      />
    </Field>
  );

  return (
    <>
      <RichTextField
        control={control}
        name="comentario"
        id="questao-comentario"
        label="Comentário do professor (opcional)"
        error={errors.comentario?.message}
        hint="Aparece para o aluno depois que ele responde, com a mesma formatação do enunciado."
      />
      <fieldset className="grid gap-4 rounded-lg border border-border p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Origem da questão</legend>
        <Field id="questao-banca" label="Banca" error={errors.bancaId?.message}>
          <NativeSelect
            id="questao-banca"
            {...register('bancaId', { setValueAs: toNullableNumber })}
            {...invalidFieldProps(Boolean(errors.bancaId), 'questao-banca')}
          >
            <option value="">Inédita (sem banca)</option>
            {opcoes.map((b) => (
              <option key={b.id} value={b.id}>
                {b.ativo ? b.nome : `${b.nome} (inativa)`}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {texto('orgao', 'Órgão/concurso', 'Ex.: PM-SP')}
        <Field id="questao-ano" label="Ano" error={errors.ano?.message}>
          <Input
            id="questao-ano"
            type="number"
            inputMode="numeric"
            min={ANO_MIN}
            max={anoMax()}
            step={1}
            placeholder={`Ex.: ${anoMax() - 2}`}
            {...register('ano', { setValueAs: toNullableNumber })}
            {...invalidFieldProps(Boolean(errors.ano), 'questao-ano')}
          />
        </Field>
        {texto('cargo', 'Cargo', 'Ex.: Soldado PM 2ª Classe')}
      </fieldset>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-semibold">Situação</legend>
        <ControlledCheckbox control={control} name="anulada" id="questao-anulada" label="Anulada pela banca" />
        {anulada ? (
          <Field id="questao-anulada-nota" label="Motivo (opcional)" error={errors.anuladaNota?.message}>
            <Textarea
              id="questao-anulada-nota"
              rows={2}
              maxLength={ANULADA_NOTA_MAX}
              className="min-h-16"
              {...register('anuladaNota')}
              {...invalidFieldProps(Boolean(errors.anuladaNota), 'questao-anulada-nota')}
            />
          </Field>
        ) : null}
        <ControlledCheckbox
          control={control}
          name="desatualizada"
          id="questao-desatualizada"
          label="Desatualizada (a lei mudou)"
        />
        <p className="text-xs text-muted-foreground">
          Questões anuladas ou desatualizadas só entram em novos simulados se o aluno pedir.
        </p>
      </fieldset>
    </>
  );
}
