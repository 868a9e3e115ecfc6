import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { ReactionButtons } from '../../../components/reaction-buttons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDateTime } from '../../../lib/format';
import { useShownThenIdle } from '../../../lib/when-idle';
import { useComentariosDaQuestao } from '../api/list-comentarios';

/**
 * The comments under the current question, newest first, with reactions (SPEC §2 player). They are
 * asked for once this section is on screen (with the question above it), and `onShown` runs then: the
 * question is what a student reads first, and a request or a download started before it is shown
 * only delays it on a slow phone.
 */
export function ComentariosSection({
  questaoId,
  onComentar,
  onShown,
}: {
  questaoId: number;
  onComentar: () => void;
  onShown?: () => void;
}) {
  const [headingRef, shown] = useShownThenIdle<HTMLHeadingElement>();
  const { data, isPending, isError, refetch, isFetching } = useComentariosDaQuestao(questaoId, { enabled: shown });

  useEffect(() => {
    if (shown) onShown?.();
    // Once, when the section is first on screen (a new onShown each render asks for nothing more).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  useEffect(() => {
    if (isError) toast.error(messages.commentsLoadFailed, { id: 'comentarios-load' });
  }, [isError]);

  return (
    <section
      aria-labelledby="comentarios-titulo"
      className="rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={headingRef} id="comentarios-titulo" className="flex items-center gap-2 text-lg font-semibold">
          <MessagesSquare aria-hidden="true" className="size-5 text-navy-600 dark:text-gold-300" />
          Comentários
          {data ? <span className="text-sm font-medium text-muted-foreground">({data.length})</span> : null}
        </h2>
        <Button variant="outline" size="sm" onClick={onComentar}>
          <MessageSquarePlus aria-hidden="true" />
          Comentar
        </Button>
      </div>

      <div className="mt-4">
        {isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Carregando comentários..." />
          </div>
        ) : isError ? (
          <div className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
            <p>{messages.commentsLoadFailed}</p>
            <Button variant="link" onClick={() => void refetch()} disabled={isFetching}>
              Tentar novamente
            </Button>
          </div>
        ) : data.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">
            Nenhum comentário nesta questão ainda. Tem uma dica ou dúvida? Seja o primeiro a comentar.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {data.map((c) => (
              <li key={c.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
                <UserAvatar nome={c.autor.nome} avatarUrl={c.autor.avatarUrl} className="size-9 text-xs ring-0" />
                <article className="min-w-0 flex-1" aria-label={`Comentário de ${c.autor.nome}`}>
                  <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                    <span className="text-sm font-semibold">{c.autor.nome}</span>
                    {c.meu ? <Badge tone="primary">Você</Badge> : null}
                    <time dateTime={c.createdAt} className="text-xs text-muted-foreground">
                      {formatDateTime(c.createdAt)}
                    </time>
                  </header>
                  <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">{c.comentario}</p>
                  <div className="mt-2">
                    <ReactionButtons comentario={c} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
