import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import {
  adminReportsMessages,
  reportStatusInputSchema,
  type AdminReport,
  type ReportStatusFormValues,
  type ReportStatusInput,
} from '../../../../shared/schemas/admin-reports';
import { REPORT_STATUSES } from '../../../../shared/schemas/reports';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { ReportStatusBadge } from '../../../components/report-status-badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { setApiFieldErrors } from '../../../lib/api-field-errors';
import { cn } from '../../../lib/cn';
import { useUpdateReportStatus } from '../api/admin-reports';
import { ReportQuestaoMarks } from './report-questao-marks';

const STATUS_ERROR_ID = 'report-status-error';

/**
 * 'Alterar Status': every status but the report's current one (SPEC §4: any other value, in any order).
 * Open while `report` is not null.
 */
export function ReportStatusDialog({ report, onClose }: { report: AdminReport | null; onClose: () => void }) {
  return (
    <Dialog
      open={report !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        {/* Keyed by report so a new opening starts with nothing chosen. */}
        {report ? <StatusForm key={report.id} report={report} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StatusForm({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const update = useUpdateReportStatus();
  const choices = REPORT_STATUSES.filter((s) => s !== report.status);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReportStatusFormValues, unknown, ReportStatusInput>({
    resolver: zodResolver(reportStatusInputSchema),
    // Nothing chosen yet: 'Salvar' waits for a choice.
    defaultValues: {},
  });
  const status = useWatch({ control, name: 'status' });

  const submit = handleSubmit((body) => {
    update.mutate(
      { id: report.id, ...body },
      {
        onSuccess: () => {
          toast.success(adminReportsMessages.statusUpdated);
          onClose();
        },
        onError: (error) => {
          // The status the report already has (changed by another admin meanwhile) is the choice's message.
          const placed = setApiFieldErrors(error, ['status', 'anuladaNota'], setError);
          toast.error(
            placed
              ? adminReportsMessages.statusUpdateFailed
              : errorMessage(error, adminReportsMessages.statusUpdateFailed),
          );
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Alterar Status</DialogTitle>
        <DialogDescription>
          Report #{report.id} · Questão #{report.questaoId} · {report.materiaNome}
        </DialogDescription>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          Status atual: <ReportStatusBadge status={report.status} />
        </p>
      </DialogHeader>
      <fieldset
        className="flex flex-col gap-2"
        disabled={update.isPending}
        aria-describedby={errors.status ? STATUS_ERROR_ID : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Novo status</legend>
        {choices.map((choice) => (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              status === choice ? 'border-primary bg-primary/5' : 'border-border hover:bg-surface-muted',
            )}
          >
            <input type="radio" value={choice} {...register('status')} className="size-4 accent-primary" />
            <ReportStatusBadge status={choice} />
          </label>
        ))}
        {errors.status?.message ? <FieldError id={STATUS_ERROR_ID}>{errors.status.message}</FieldError> : null}
      </fieldset>
      <ReportQuestaoMarks
        report={report}
        control={control}
        register={register}
        notaError={errors.anuladaNota?.message}
      />
      <FormDialogFooter onCancel={onClose} saving={update.isPending} submitLabel="Salvar" submitDisabled={!status} />
    </form>
  );
}
