import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import {
  letraCabeNoTipo,
  letrasComTexto,
  letrasDoTipo,
  QUESTAO_TIPO_LABELS,
  QUESTAO_TIPOS,
  rotuloDaLetra,
  type QuestaoTipo,
} from '../../../../shared/rules/questao';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/select';
import type { FormValues } from './form-types';
import { RichTextField } from './rich-text-field';

/**
 * Tipo, the alternatives of that kind and Resposta Correta with the kind's letters (C = Certo and
 * E = Errado for a Certo/Errado item). A key the new kind has no place for is cleared, and so is any
 * key when switching to or from Certo/Errado (C there means Certo, not the third alternative).
 */
export function QuestaoTipoFields({
  control,
  register,
  setValue,
  errors,
}: {
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  errors: FieldErrors<FormValues>;
}) {
  const tipo = useWatch({ control, name: 'tipo' }) ?? 'multipla5';
  const resposta = useWatch({ control, name: 'respostaCorreta' });

  const onTipoChange = (novo: QuestaoTipo) => {
    const mudouCertoErrado = (novo === 'certo_errado') !== (tipo === 'certo_errado');
    if (resposta && (mudouCertoErrado || !letraCabeNoTipo(novo, resposta))) {
      setValue('respostaCorreta', undefined as unknown as 'A');
    }
  };

  return (
    <>
      <Field id="questao-tipo" label="Tipo da questão" error={errors.tipo?.message} className="sm:max-w-72">
        <NativeSelect
          id="questao-tipo"
          {...register('tipo', { onChange: (e: { target: { value: QuestaoTipo } }) => onTipoChange(e.target.value) })}
        >
          {QUESTAO_TIPOS.map((t) => (
            <option key={t} value={t}>
              {QUESTAO_TIPO_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {tipo === 'certo_errado' ? (
        <p className="text-sm text-muted-foreground">
          O enunciado é o item a julgar; o aluno responde Certo ou Errado.
        </p>
      ) : null}
      {letrasComTexto(tipo).map((letra) => {
        const name = `alternativa${letra}` as const;
        const id = `questao-alternativa-${letra.toLowerCase()}`;
        return (
          <RichTextField
            key={letra}
            control={control}
            name={name}
            id={id}
            label={`Alternativa ${letra}`}
            error={errors[name]?.message}
            variant="compact"
          />
        );
      })}
      <Field
        id="questao-resposta"
        label="Resposta Correta"
        error={errors.respostaCorreta?.message}
        className="sm:max-w-60"
      >
        <NativeSelect
          id="questao-resposta"
          {...register('respostaCorreta', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
          {...invalidFieldProps(Boolean(errors.respostaCorreta), 'questao-resposta')}
        >
          <option value="">Selecione</option>
          {letrasDoTipo(tipo).map((letra) => (
            <option key={letra} value={letra}>
              {tipo === 'certo_errado' ? `${rotuloDaLetra(tipo, letra)} (${letra})` : letra}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
