import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { comentarioFormSchema, reportFormSchema } from '../../../../shared/schemas/questao-textos';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAddComentario } from '../api/add-comentario';
import { useCreateReport } from '../api/create-report';
import { TextFormDialog } from './text-form-dialog';

export type PlayerModal = 'report' | 'comment' | 'finish' | 'restart' | null;

/** The player's four modals (SPEC §2): report an error, add a comment, confirm finish, confirm restart. */
export function PlayerDialogs({
  modal,
  setModal,
  questaoId,
  conferidas,
  total,
  respondidasSemConferir,
  onFinalizar,
  onReiniciar,
}: {
  modal: PlayerModal;
  setModal: (modal: PlayerModal) => void;
  questaoId: number;
  conferidas: number;
  total: number;
  respondidasSemConferir: number;
  onFinalizar: () => void;
  onReiniciar: () => void;
}) {
  const addComentario = useAddComentario();
  const createReport = useCreateReport();
  const toggle = (which: Exclude<PlayerModal, null>) => (open: boolean) => setModal(open ? which : null);
  return (
    <>
      <TextFormDialog
        open={modal === 'report'}
        onOpenChange={toggle('report')}
        title="Reportar erro"
        description={`Encontrou um problema na questão #${questaoId}? Descreva o erro para a nossa equipe revisar.`}
        label="Descrição do erro"
        placeholder="Ex.: a alternativa correta está errada, o enunciado tem um erro de digitação..."
        schema={reportFormSchema}
        submitLabel="Enviar report"
        pending={createReport.isPending}
        onSubmit={(descricao) =>
          createReport.mutateAsync({ questaoId, descricao }).then(
            () => toast.success(messages.reportSent),
            (error: unknown) => {
              toast.error(messages.reportFailed);
              throw error;
            },
          )
        }
      />
      <TextFormDialog
        open={modal === 'comment'}
        onOpenChange={toggle('comment')}
        title="Adicionar comentário"
        description={`Compartilhe uma dica ou dúvida sobre a questão #${questaoId}.`}
        label="Comentário"
        placeholder="Escreva seu comentário..."
        schema={comentarioFormSchema}
        submitLabel="Publicar comentário"
        pending={addComentario.isPending}
        onSubmit={(comentario) =>
          addComentario.mutateAsync({ questaoId, comentario }).then(
            () => toast.success(messages.commentAdded),
            (error: unknown) => {
              toast.error(messages.commentAddFailed);
              throw error;
            },
          )
        }
      />
      <ConfirmDialog
        open={modal === 'finish'}
        onOpenChange={toggle('finish')}
        title="Finalizar Simulado"
        description={
          <>
            Você conferiu <strong className="text-foreground">{conferidas}</strong> de {total}{' '}
            {total === 1 ? 'questão' : 'questões'}. Apenas as questões conferidas entram na sua nota.
            {respondidasSemConferir > 0
              ? ` ${respondidasSemConferir} ${respondidasSemConferir === 1 ? 'questão respondida ainda não foi conferida e não será contada' : 'questões respondidas ainda não foram conferidas e não serão contadas'}.`
              : ''}
          </>
        }
        confirmLabel="Finalizar"
        onConfirm={onFinalizar}
      />
      <ConfirmDialog
        open={modal === 'restart'}
        onOpenChange={toggle('restart')}
        title="Reiniciar Simulado"
        description="Todas as respostas deste simulado serão apagadas e você recomeçará as mesmas questões desde a primeira. Deseja continuar?"
        confirmLabel="Reiniciar"
        confirmVariant="destructive"
        onConfirm={onReiniciar}
      />
    </>
  );
}
