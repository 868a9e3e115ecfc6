import { ClipboardList, MessagesSquare, Trash } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import type { MeuComentario } from '../../../shared/schemas/comentarios';
import { HtmlContent, htmlToText } from '../../components/html-content';
import { ReactionButtons } from '../../components/reaction-buttons';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { useDeleteComentario } from './api/delete-comentario';
import { useMeusComentarios } from './api/list-meus-comentarios';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { MeusReportsSection } from './components/meus-reports-section';

/** Statements longer than this are clamped, with a button to show them whole. */
const CLAMP_CHARS = 220;

function Enunciado({ html }: { html: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = useMemo(() => htmlToText(html).length > CLAMP_CHARS, [html]);
  return (
    <div className="rounded-lg bg-surface-muted px-3 py-2.5 text-sm text-foreground/90">
      <HtmlContent
        id={id}
        html={html}
        className={cn(
          'leading-relaxed',
          long &&
            !open &&
            'max-h-[4.5rem] overflow-hidden [mask-image:linear-gradient(to_bottom,black_55%,transparent)]',
        )}
      />
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="mt-1 text-sm font-semibold text-link hover:underline"
        >
          {open ? 'Mostrar menos' : 'Ver enunciado completo'}
        </button>
      ) : null}
    </div>
  );
}

function ComentarioCard({ comentario, onDelete }: { comentario: MeuComentario; onDelete: () => void }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-base font-semibold">
          Questão #{comentario.questao.id}
        </h3>
        <Badge tone="primary">{comentario.questao.materiaNome}</Badge>
        <time dateTime={comentario.createdAt} className="text-xs text-muted-foreground sm:ml-auto">
          {formatDateTime(comentario.createdAt)}
        </time>
      </header>
      <Enunciado html={comentario.questao.enunciado} />
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Seu comentário</p>
        <p className="mt-1 leading-relaxed break-words whitespace-pre-line">{comentario.comentario}</p>
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <ReactionButtons comentario={comentario} />
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          className="text-destructive! hover:bg-red-50 dark:hover:bg-red-500/10"
        >
          <Trash aria-hidden="true" />
          Excluir
        </Button>
      </footer>
    </article>
  );
}

/** /comentarios — Meus Comentários (SPEC §2), then the student's own error reports. */
export function ComentariosPage() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="meus-comentarios-title" className="flex flex-col gap-4">
        <h2 id="meus-comentarios-title" className="text-lg font-semibold">
          Comentários
        </h2>
        <MeusComentarios />
      </section>
      <section aria-labelledby="meus-reports-title" className="flex flex-col gap-4">
        <h2 id="meus-reports-title" className="text-lg font-semibold">
          Meus reports
        </h2>
        <MeusReportsSection />
      </section>
    </div>
  );
}

function MeusComentarios() {
  const { data, isPending, isError, refetch } = useMeusComentarios();
  const remove = useDeleteComentario();
  const [deleting, setDeleting] = useState<number | null>(null);

  useEffect(() => {
    if (isError) toast.error(messages.commentsLoadFailed, { id: 'meus-comentarios-load' });
  }, [isError]);

  if (isPending) return <PageLoading label="Carregando comentários..." />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} message={messages.commentsLoadFailed} />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title="Você ainda não fez nenhum comentário"
        description="Comente as questões durante os simulados para tirar dúvidas e compartilhar dicas."
        action={
          <Link to="/simulados" className={buttonClasses({ size: 'lg' })}>
            <ClipboardList aria-hidden="true" />
            Ir para os simulados
          </Link>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {data.length} {data.length === 1 ? 'comentário' : 'comentários'}, do mais recente ao mais antigo.
      </p>
      <ul className="flex flex-col gap-4">
        {data.map((c) => (
          <li key={c.id}>
            <ComentarioCard comentario={c} onDelete={() => setDeleting(c.id)} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Excluir comentário"
        description="Tem certeza que deseja excluir este comentário?"
        confirmLabel="Excluir"
        confirmVariant="destructive"
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(messages.commentDeleted);
            },
            onError: () => {
              setDeleting(null);
              toast.error(messages.commentDeleteFailed);
            },
          });
        }}
      />
    </div>
  );
}
