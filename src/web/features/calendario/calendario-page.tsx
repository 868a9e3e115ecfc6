import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import { splitByNow } from '../../../shared/rules/provas';
import type { Prova } from '../../../shared/schemas/provas';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { useDeleteProva } from './api/delete-prova';
import { useProvaMaterias } from './api/list-prova-materias';
import { useProvas } from './api/list-provas';
import { CalendarioFeedCard } from './components/calendario-feed-card';
import { ProvaFormDialog } from './components/prova-form-dialog';
import { ProvasByMonth } from './components/provas-by-month';
import { formatDia } from './format-prova';

type Editor = { open: false } | { open: true; prova: Prova | null };

/**
 * /calendario (SPEC §2 'Calendário de Provas'): upcoming provas by month, past ones apart and dimmed,
 * the 'Nova Prova' modal for creating and editing, delete with 'Confirmar Exclusão', and the card with the
 * private calendar feed.
 */
export function CalendarioPage() {
  const provas = useProvas();
  // The form's subjects load with the page, so 'Nova Prova' opens ready.
  useProvaMaterias();
  const remove = useDeleteProva();
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [deleting, setDeleting] = useState<Prova | null>(null);
  // One "now" per render keeps the split, the badges and the dimming consistent with each other.
  const now = new Date();

  const openNew = () => setEditor({ open: true, prova: null });
  const newButton = (
    <Button onClick={openNew}>
      <Plus aria-hidden="true" />
      Nova Prova
    </Button>
  );

  const doDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(messages.provaDeleted);
      },
      onError: () => {
        setDeleting(null);
        toast.error(messages.provaDeleteFailed);
      },
    });
  };

  let content;
  if (provas.isPending) content = <PageLoading label="Carregando provas..." />;
  else if (provas.isError) content = <LoadFailed onRetry={() => void provas.refetch()} />;
  else if (provas.data.provas.length === 0)
    content = (
      <EmptyState
        icon={CalendarDays}
        title={messages.provasEmpty}
        description="Cadastre as datas das suas provas para acompanhar quanto tempo falta e vê-las no seu calendário."
        action={newButton}
      />
    );
  else {
    const { proximas, passadas } = splitByNow(provas.data.provas, now);
    const handlers = { now, onEdit: (prova: Prova) => setEditor({ open: true, prova }), onDelete: setDeleting };
    content = (
      <div className="flex flex-col gap-8">
        {proximas.length > 0 ? (
          <ProvasByMonth title="Próximas provas" provas={proximas} past={false} {...handlers} />
        ) : (
          <EmptyState
            title="Nenhuma prova pela frente"
            description="Cadastre a data da sua próxima prova para acompanhar a contagem."
          />
        )}
        {passadas.length > 0 ? (
          <ProvasByMonth
            title="Provas realizadas"
            description="Da mais recente para a mais antiga."
            provas={passadas}
            past
            {...handlers}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-xl text-sm text-muted-foreground">
          Suas provas organizadas por mês, no horário de Brasília.
        </p>
        {provas.isSuccess && provas.data.provas.length > 0 ? newButton : null}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">{content}</div>
        <CalendarioFeedCard />
      </div>

      <ProvaFormDialog
        key={editor.open ? (editor.prova?.id ?? 'nova') : 'fechado'}
        open={editor.open}
        prova={editor.open ? editor.prova : null}
        onOpenChange={(open) => {
          if (!open) setEditor({ open: false });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Confirmar Exclusão"
        description={
          deleting
            ? `${messages.provaDeleteConfirm} ${deleting.materia.nome}, ${formatDia(deleting.data)} às ${deleting.hora}.`
            : messages.provaDeleteConfirm
        }
        confirmLabel="Excluir"
        confirmVariant="destructive"
        loading={remove.isPending}
        onConfirm={doDelete}
      />
    </div>
  );
}
