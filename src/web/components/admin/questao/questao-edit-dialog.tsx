import { questaoAdminMessages } from '../../../../shared/schemas/admin-questoes';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { LoadFailed, PageLoading } from '../../../components/load-states';
import { errorMessage } from '../../../lib/api';
import { useAdminQuestao } from './questoes-api';
import { questaoDialogClassName, questaoDialogDescription } from './questao-form-dialog';
import { QuestaoForm } from './questao-form';

/**
 * 'Editar Questão' for a question known only by its id (a report names it): open while `questaoId` is
 * not null; it loads GET /api/admin/questoes/{id} and shows the same form as the Questões tab. Saving
 * refreshes every question query, the Questões list included.
 */
export function QuestaoEditDialog({
  questaoId,
  onOpenChange,
}: {
  questaoId: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  const questao = useAdminQuestao(questaoId);
  return (
    <CrudFormDialog
      open={questaoId !== null}
      onOpenChange={onOpenChange}
      title="Editar Questão"
      description={questaoDialogDescription}
      className={questaoDialogClassName}
    >
      {(close) =>
        questao.isPending ? (
          <PageLoading label="Carregando questão..." />
        ) : questao.isError ? (
          <LoadFailed
            message={errorMessage(questao.error, questaoAdminMessages.loadOneFailed)}
            onRetry={() => void questao.refetch()}
          />
        ) : (
          <QuestaoForm key={questao.data.id} questao={questao.data} onDone={close} />
        )
      }
    </CrudFormDialog>
  );
}
