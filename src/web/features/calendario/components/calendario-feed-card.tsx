import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { Spinner } from '../../../components/ui/spinner';
import { LoadFailed } from '../../../components/load-states';
import { useCalendarioFeed, useRegenerateCalendarioFeed } from '../api/calendario-feed';

/** Copies with the Clipboard API, or (plain http, older browsers) by selecting the field's text. */
async function copyText(text: string, input: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection
  }
  input?.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * 'Adicionar ao seu calendário': the private iCalendar feed's URL (built on the origin the student is
 * using), how to add it to Google Agenda or an iPhone, and 'Gerar novo link' for when it was shared.
 */
export function CalendarioFeedCard() {
  const feed = useCalendarioFeed();
  const regenerate = useRegenerateCalendarioFeed();
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const url = feed.data ? new URL(feed.data.path, window.location.origin).href : '';

  const copy = async () => {
    if (await copyText(url, inputRef.current)) toast.success(messages.calendarioLinkCopied);
    else toast.error(messages.calendarioLinkCopyFailed);
  };

  const doRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(messages.calendarioLinkRegenerated);
      },
      onError: () => {
        setConfirming(false);
        toast.error(messages.calendarioLinkFailed);
      },
    });

  return (
    <Card role="region" aria-labelledby="calendario-feed-title">
      <CardHeader className="pb-3 sm:pb-4">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gold-100 text-gold-700 dark:bg-gold-400/15 dark:text-gold-300">
            <CalendarPlus aria-hidden="true" className="size-5" />
          </span>
          <CardTitle id="calendario-feed-title">Adicionar ao seu calendário</CardTitle>
        </div>
        <CardDescription>
          Veja suas provas no Google Agenda ou no calendário do celular. Elas aparecem lá sozinhas, e as mudanças feitas
          aqui chegam na próxima atualização da agenda.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {feed.isPending ? (
          <Spinner label="Carregando link do calendário..." />
        ) : feed.isError ? (
          <LoadFailed onRetry={() => void feed.refetch()} message={messages.calendarioLinkFailed} />
        ) : (
          <div className="flex flex-col gap-2">
            <label htmlFor="calendario-feed-url" className="text-sm font-medium">
              Link do seu calendário
            </label>
            {/* A textarea, so the whole link shows, wrapped, on a phone too. */}
            <Textarea
              ref={inputRef}
              id="calendario-feed-url"
              readOnly
              rows={3}
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              spellCheck={false}
              className="min-h-0! resize-none bg-surface-muted font-mono text-xs break-all field-sizing-content sm:text-xs"
            />
            <Button variant="outline" onClick={() => void copy()} className="self-start">
              <Copy aria-hidden="true" />
              Copiar link
            </Button>
          </div>
        )}

        <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
          <li>
            <strong className="font-semibold text-foreground">Google Agenda:</strong> no computador, abra o Google
            Agenda, clique em “+” ao lado de “Outras agendas”, escolha “Do URL”, cole o link e clique em “Adicionar
            agenda”.
          </li>
          <li>
            <strong className="font-semibold text-foreground">iPhone:</strong> em Ajustes › Calendário › Contas ›
            Adicionar Conta › Outra, toque em “Adicionar Calendário Assinado” e cole o link.
          </li>
        </ul>
        <p className="text-xs text-muted-foreground">
          O link é pessoal: quem o tiver vê suas provas. Se você o compartilhou por engano, gere um novo.
        </p>

        <Button variant="outline" onClick={() => setConfirming(true)} disabled={!feed.isSuccess} className="self-start">
          <RefreshCw aria-hidden="true" />
          Gerar novo link
        </Button>
      </CardContent>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Gerar novo link?"
        description="O link atual deixará de funcionar imediatamente. As agendas que usam o link antigo param de receber suas provas até você adicionar o novo link."
        confirmLabel="Gerar novo link"
        confirmVariant="destructive"
        loading={regenerate.isPending}
        onConfirm={doRegenerate}
      />
    </Card>
  );
}
