import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ANO_MIN, anoMax } from '../../../../shared/rules/questao';
import { ANULADA_NOTA_MAX, COMENTARIO_MAX, FONTE_TEXTO_MAX } from '../../../../shared/schemas/admin-questao-fonte';
import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { FormValues } from './form-types';

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

  return (
    <>
      <Field
        id="questao-comentario"
        label="Comentário do professor (opcional)"
        error={errors.comentario?.message}
        hint="Aparece para o aluno depois que ele responde. Aceita o mesmo HTML do enunciado."
      >
        <Textarea
          id="questao-comentario"
          rows={4}
          maxLength={COMENTARIO_MAX}
          {...register('comentario')}
          {...invalidFieldProps(Boolean(errors.comentario), 'questao-comentario')}
        />
      </Field>
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
        <Field id="questao-orgao" label="Órgão/concurso" error={errors.orgao?.message}>
          <Input
            id="questao-orgao"
            placeholder="Ex.: PM-SP"
            maxLength={FONTE_TEXTO_MAX}
            {...register('orgao')}
            {...invalidFieldProps(Boolean(errors.orgao), 'questao-orgao')}
          />
        </Field>
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
        <Field id="questao-cargo" label="Cargo" error={errors.cargo?.message}>
          <Input
            id="questao-cargo"
            placeholder="Ex.: Soldado PM 2ª Classe"
            maxLength={FONTE_TEXTO_MAX}
            {...register('cargo')}
            {...invalidFieldProps(Boolean(errors.cargo), 'questao-cargo')}
          />
        </Field>
      </fieldset>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-semibold">Situação</legend>
        <MarkCheckbox control={control} name="anulada" id="questao-anulada" label="Anulada pela banca" />
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
        <MarkCheckbox
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

function MarkCheckbox({
  control,
  name,
  id,
  label,
}: {
  control: Control<FormValues>;
  name: 'anulada' | 'desatualizada';
  id: string;
  label: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => <Checkbox id={id} checked={field.value ?? false} onCheckedChange={field.onChange} />}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
