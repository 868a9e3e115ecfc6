import { NotebookPen, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import { MODULO_BASICO, MODULO_ESPECIFICO } from '../../../shared/rules/notas';
import type { Nota } from '../../../shared/schemas/notas';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { formatCalendarDay, formatNota } from '../../lib/format';
import { useDeleteNota } from './api/delete-nota';
import { useNotas } from './api/list-notas';
import { MediasCards } from './components/medias-cards';
import { NotaCard } from './components/nota-card';
import { NotaFormDialog } from './components/nota-form-dialog';

/** Which nota the form dialog shows: none (closed), a new one, or one being edited. */
type Editing = { nota: Nota | null } | null;

/** /notas — Minhas Notas (SPEC §2): the grade log with its averages; create, edit and delete. */
export function NotasPage() {
  const notas = useNotas();
  const remove = useDeleteNota();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Nota | null>(null);

  if (notas.isPending) return <PageLoading label="Carregando notas..." />;
  if (notas.isError) return <LoadFailed onRetry={() => void notas.refetch()} />;

  const { notas: lista, medias } = notas.data;
  const openNew = () => setEditing({ nota: null });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(messages.notaDeleted);
      },
      onError: () => {
        setDeleting(null);
        toast.error(messages.notaDeleteFailed);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Registre as notas das provas do curso e acompanhe suas médias por módulo.
        </p>
        {/* A new student gets the empty state's own button instead. */}
        {lista.length === 0 ? null : (
          <Button onClick={openNew} className="w-full sm:w-auto">
            <Plus aria-hidden="true" />
            Nova Nota
          </Button>
        )}
      </div>

      {lista.length === 0 ? (
        <EmptyState
          icon={NotebookPen}
          title={messages.notasEmpty}
          description={
            <>
              Cadastre a nota de cada prova do curso, teórica ou prática. Com notas no módulo básico e no específico
              você vê sua média geral e entra no ranking do seu edital.
            </>
          }
          action={
            <Button size="lg" onClick={openNew}>
              <Plus aria-hidden="true" />
              Cadastrar primeira nota
            </Button>
          }
        />
      ) : (
        <>
          <MediasCards
            medias={medias}
            notasBasico={lista.filter((n) => n.modulo.id === MODULO_BASICO).length}
            notasEspecifico={lista.filter((n) => n.modulo.id === MODULO_ESPECIFICO).length}
          />
          <section aria-labelledby="notas-lista" className="flex flex-col gap-3">
            <h2 id="notas-lista" className="text-lg font-semibold">
              Histórico de notas{' '}
              <span className="text-sm font-normal text-muted-foreground">
                ({lista.length} {lista.length === 1 ? 'nota' : 'notas'}, da mais recente à mais antiga)
              </span>
            </h2>
            <ul className="flex flex-col gap-3">
              {lista.map((nota) => (
                <li key={nota.id}>
                  <NotaCard nota={nota} onEdit={() => setEditing({ nota })} onDelete={() => setDeleting(nota)} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}

      <NotaFormDialog
        key={editing?.nota?.id ?? 'nova'}
        open={editing !== null}
        nota={editing?.nota ?? null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Excluir nota"
        description={
          deleting ? (
            <>
              {messages.notaDeleteConfirm}
              <span className="mt-2 block font-medium text-foreground">
                {deleting.materia.nome} · {formatNota(deleting.nota)} · {formatCalendarDay(deleting.data)}
              </span>
            </>
          ) : null
        }
        confirmLabel="Excluir"
        confirmVariant="destructive"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
