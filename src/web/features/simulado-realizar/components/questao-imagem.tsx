import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { messages } from '../../../../shared/messages';

/** The question's picture, at most 400 px tall; a broken one says so instead of leaving a gap. */
export function QuestaoImagem({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg border border-dashed border-border bg-surface-muted px-4 py-6 text-sm text-muted-foreground"
      >
        <ImageOff aria-hidden="true" className="size-5 shrink-0" />
        {messages.imageLoadFailed}
      </p>
    );
  }
  return (
    <div className="flex justify-center rounded-lg border border-border bg-white p-2 dark:bg-white/95">
      <img
        src={src}
        alt="Imagem da questão"
        decoding="async"
        onError={() => setFailed(true)}
        className="h-auto max-h-[400px] w-auto max-w-full object-contain"
      />
    </div>
  );
}
