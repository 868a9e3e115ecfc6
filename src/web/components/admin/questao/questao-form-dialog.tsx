import type { AdminQuestao } from '../../../../shared/schemas/admin-questoes';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { QuestaoForm } from './questao-form';

// The question's editor (statement, five alternatives, the teacher's explanation) needs the width of a
// desktop screen; on a tablet and a phone the dialog takes the screen's width as every dialog does.
export const questaoDialogClassName = 'max-w-2xl lg:max-w-4xl';
export const questaoDialogDescription = 'Questões de matérias teóricas, usadas nos simulados dos alunos.';

/** 'Nova Questão' / 'Editar Questão' for a question already at hand (the list). `questao` null creates. */
export function QuestaoFormDialog({
  open,
  questao,
  onOpenChange,
}: {
  open: boolean;
  questao: AdminQuestao | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={questao ? 'Editar Questão' : 'Nova Questão'}
      description={questaoDialogDescription}
      className={questaoDialogClassName}
    >
      {(close) => <QuestaoForm questao={questao} onDone={close} />}
    </CrudFormDialog>
  );
}
