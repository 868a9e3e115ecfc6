import { useRef, useState } from 'react';
import { QUESTAO_IMAGEM_ACCEPT } from '../../../../shared/rules/questao-imagem';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { uploadQuestaoImagem } from '../../../lib/upload-questao-imagem';
import { Button } from '../../ui/button';

/**
 * 'Enviar imagem' beside the question's image URL: the chosen file is sent to the server (checked,
 * re-encoded and stored there) and the URL it answers fills the field, whose preview then shows it.
 */
export function ImagemUploadButton({ onUploaded }: { onUploaded: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" loading={sending} onClick={() => input.current?.click()}>
        {sending ? 'Enviando imagem...' : 'Enviar imagem'}
      </Button>
      <input
        ref={input}
        type="file"
        accept={QUESTAO_IMAGEM_ACCEPT}
        hidden
        tabIndex={-1}
        aria-label="Arquivo da imagem da questão"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setSending(true);
          uploadQuestaoImagem(file)
            .then(({ url }) => onUploaded(url))
            .catch((error: unknown) => toast.error(errorMessage(error, 'Não foi possível enviar a imagem.')))
            .finally(() => setSending(false));
        }}
      />
    </>
  );
}
