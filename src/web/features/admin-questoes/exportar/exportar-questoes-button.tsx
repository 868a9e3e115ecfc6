import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import {
  FORMATO_LABELS,
  FORMATOS_QUESTOES,
  formatoMessages as msg,
  type FormatoQuestoes,
} from '../../../../shared/schemas/admin-formatos-questoes';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { baixarExportacao, exportacaoUrl, type FiltroExportacao } from './exportar-questoes';

/**
 * 'Exportar': the questions the Questões list's current filter shows (a matéria chosen in it: the whole
 * matéria) as CSV, Moodle XML, GIFT or Aiken. Self-contained: the page passes its filter and nothing else.
 */
export function ExportarQuestoesButton({ filtro }: { filtro: FiltroExportacao }) {
  const formatoId = useId();
  const [open, setOpen] = useState(false);
  const [formato, setFormato] = useState<FormatoQuestoes>('csv');
  const [pending, setPending] = useState(false);

  async function exportar() {
    setPending(true);
    try {
      const omitidas = await baixarExportacao(exportacaoUrl(filtro, formato));
      if (omitidas) toast.info(omitidas);
      setOpen(false);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : msg.exportFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <FileDown aria-hidden="true" />
        Exportar
      </Button>
      <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Exportar questões</DialogTitle>
            <DialogDescription>
              Exporta as questões que o filtro atual mostra (com uma matéria escolhida no filtro, a matéria inteira).
            </DialogDescription>
          </DialogHeader>
          <Field
            id={formatoId}
            label="Formato"
            hint={
              formato === 'aiken'
                ? 'O Aiken só tem múltipla escolha: questões Certo/Errado, explicações e fontes ficam de fora.'
                : 'O CSV usa as colunas da importação; Moodle XML e GIFT levam a matéria e a aula como categoria.'
            }
          >
            <NativeSelect
              id={formatoId}
              value={formato}
              onChange={(e) => setFormato(e.target.value as FormatoQuestoes)}
            >
              {FORMATOS_QUESTOES.map((f) => (
                <option key={f} value={f}>
                  {FORMATO_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              Cancelar
            </Button>
            <Button onClick={() => void exportar()} loading={pending}>
              <FileDown aria-hidden="true" />
              {pending ? 'Exportando...' : 'Baixar arquivo'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
