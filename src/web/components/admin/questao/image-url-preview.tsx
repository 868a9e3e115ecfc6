import { useState } from 'react';
import { questaoAdminMessages } from '../../../../shared/schemas/admin-questoes';
import { cn } from '../../../lib/cn';

/**
 * A question's image as it will be shown, or 'Erro ao carregar a imagem' when the address does not
 * answer with an image. Give it a `key` of the URL so a new address starts without the old error.
 */
export function ImagemPreview({ url, maxHeightClass, alt }: { url: string; maxHeightClass: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p role="status" className="text-sm font-medium text-destructive">
        {questaoAdminMessages.imagemLoadFailed}
      </p>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('h-auto w-auto max-w-full rounded-md border border-border object-contain', maxHeightClass)}
    />
  );
}
