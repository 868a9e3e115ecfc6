import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { ANULADA_NOTA_MAX } from '../../../../shared/schemas/admin-questao-fonte';
import type { AdminReport, ReportStatusFormValues } from '../../../../shared/schemas/admin-reports';
import { ControlledCheckbox } from '../../../components/admin/controlled-checkbox';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';

/**
 * Issue 33 §5 in 'Alterar Status': the report may show the question was annulled by the banca or is
 * outdated; the admin marks it in the same step. A mark the question already has is said, not offered.
 */
export function ReportQuestaoMarks({
  report,
  control,
  register,
  notaError,
}: {
  report: AdminReport;
  control: Control<ReportStatusFormValues>;
  register: UseFormRegister<ReportStatusFormValues>;
  notaError: string | undefined;
}) {
  const anular = useWatch({ control, name: 'anular' }) ?? false;
  const mark = (name: 'anular' | 'desatualizar', id: string, label: string) => (
    <ControlledCheckbox control={control} name={name} id={id} label={label} />
  );
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">Questão #{report.questaoId} (opcional)</legend>
      {report.questaoAnulada ? (
        <p className="text-sm text-muted-foreground">A questão já está marcada como anulada.</p>
      ) : (
        mark('anular', 'report-anular', 'Marcar a questão como anulada')
      )}
      {anular ? (
        <Field id="report-anulada-nota" label="Motivo (opcional)" error={notaError}>
          <Textarea
            id="report-anulada-nota"
            rows={2}
            maxLength={ANULADA_NOTA_MAX}
            className="min-h-16"
            {...register('anuladaNota')}
            {...invalidFieldProps(Boolean(notaError), 'report-anulada-nota')}
          />
        </Field>
      ) : null}
      {report.questaoDesatualizada ? (
        <p className="text-sm text-muted-foreground">A questão já está marcada como desatualizada.</p>
      ) : (
        mark('desatualizar', 'report-desatualizar', 'Marcar a questão como desatualizada')
      )}
    </fieldset>
  );
}
