import { NotebookPen, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { ANOTACAO_MAX, cadernoMessages } from '../../../shared/rules/cadernos';
import { errorMessage, isApiError } from '../../lib/api';
import { useAnotacao, useSaveAnotacao } from '../../lib/cadernos/anotacao';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { useNearViewport } from '../../lib/use-near-viewport';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { FieldError } from '../ui/field';
import { Textarea } from '../ui/textarea';

/**
 * 'Minhas anotações' (issue 33 §6): the student's private note on a question, shown where the teacher's
 * explanation is. The note is asked for once the section comes near the screen (a long review asks
 * only for what the student scrolls to). Give it `key={questaoId}`.
 */
export function MinhasAnotacoes({ questaoId, className }: { questaoId: number; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const anotacao = useAnotacao(questaoId, { enabled: near });
  const save = useSaveAnotacao();
  const [rascunho, setRascunho] = useState<string | null>(null);
  const texto = anotacao.data?.texto ?? null;
  const longa = (rascunho?.length ?? 0) > ANOTACAO_MAX;
  const id = `anotacao-${questaoId}`;
  // A question the student may no longer open (its subject became premium, or it is gone): no notes on it.
  if (anotacao.isError && isApiError(anotacao.error) && [403, 404].includes(anotacao.error.status)) return null;

  const salvar = (valor: string) =>
    save.mutate(
      { questaoId, texto: valor },
      {
        onSuccess: (saved) => {
          setRascunho(null);
          toast.success(saved.texto === null ? 'Anotação excluída.' : 'Anotação salva.');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <section
      ref={ref}
      aria-labelledby={`${id}-titulo`}
      className={cn('rounded-lg border border-dashed border-border px-3 py-3 text-sm sm:px-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-titulo`} className="flex items-center gap-1.5 font-semibold text-foreground">
          <NotebookPen aria-hidden="true" className="size-4 shrink-0" />
          Minhas anotações
        </h3>
        {texto !== null && rascunho === null ? (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setRascunho(texto)} disabled={save.isPending}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
            <Button variant="ghost" size="sm" onClick={() => salvar('')} loading={save.isPending}>
              {save.isPending ? null : <Trash2 aria-hidden="true" />}
              Excluir
            </Button>
          </div>
        ) : null}
      </div>

      {!near || anotacao.isPending ? (
        <p className="mt-1.5 text-muted-foreground">Carregando sua anotação...</p>
      ) : anotacao.isError ? (
        // Not an alert: the note is beside the question, and the player goes on without it.
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-muted-foreground">
          Não foi possível carregar sua anotação.
          <Button variant="link" onClick={() => void anotacao.refetch()}>
            Carregar anotação
          </Button>
        </p>
      ) : rascunho !== null ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!longa) salvar(rascunho);
          }}
        >
          <label htmlFor={id} className="sr-only">
            Sua anotação sobre a questão
          </label>
          <Textarea
            id={id}
            value={rascunho}
            autoFocus
            placeholder="Só você vê esta anotação."
            onChange={(e) => setRascunho(e.target.value)}
            aria-invalid={longa || undefined}
            aria-describedby={`${id}-contador`}
          />
          <p id={`${id}-contador`} className="text-xs text-muted-foreground tabular-nums">
            {rascunho.length.toLocaleString('pt-BR')}/{ANOTACAO_MAX.toLocaleString('pt-BR')} caracteres
          </p>
          {longa ? <FieldError>{cadernoMessages.anotacaoLonga}</FieldError> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={save.isPending} disabled={longa}>
              Salvar anotação
            </Button>
            <Button variant="outline" size="sm" onClick={() => setRascunho(null)} disabled={save.isPending}>
              Cancelar
            </Button>
          </div>
        </form>
      ) : texto !== null ? (
        <>
          <p className="mt-1.5 leading-relaxed whitespace-pre-wrap break-words">{texto}</p>
          {anotacao.data?.updatedAt ? (
            <p className="mt-1 text-xs text-muted-foreground">
              Atualizada em <time dateTime={anotacao.data.updatedAt}>{formatDateTime(anotacao.data.updatedAt)}</time>
            </p>
          ) : null}
        </>
      ) : (
        <Button variant="link" className="mt-1" onClick={() => setRascunho('')}>
          Escrever uma anotação
        </Button>
      )}
    </section>
  );
}
