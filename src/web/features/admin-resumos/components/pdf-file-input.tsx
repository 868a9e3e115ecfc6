import { formatTamanho } from '../../../../shared/rules/numbers';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';

/**
 * The PDF to upload, with a pt-BR face (FilePicker). Shows the chosen file's name and size and, on an
 * edit, the size of the PDF kept until another one is chosen.
 */
export function PdfFileInput({
  id,
  file,
  storedSize,
  maxLabel,
  error,
  onPick,
}: {
  id: string;
  file: File | null;
  storedSize: number | null;
  maxLabel: string;
  error: string | undefined;
  onPick: (file: File | null) => void;
}) {
  const hint =
    storedSize !== null
      ? `Escolha outro arquivo só para substituir o PDF atual (até ${maxLabel}).`
      : `Um arquivo PDF de até ${maxLabel}.`;
  return (
    <Field id={id} label="Arquivo PDF" hint={hint} error={error}>
      <FilePicker
        id={id}
        accept="application/pdf,.pdf"
        file={file}
        chooseLabel="Escolher PDF"
        changeLabel="Trocar PDF"
        emptyText={
          storedSize !== null ? `PDF atual mantido (${formatTamanho(storedSize)})` : 'Nenhum arquivo escolhido'
        }
        error={error}
        onPick={onPick}
      />
    </Field>
  );
}
