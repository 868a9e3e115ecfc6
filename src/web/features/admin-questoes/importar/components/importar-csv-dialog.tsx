import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../../lib/toast';
import { importacaoMessages as msg } from '../../../../../shared/schemas/admin-importacao-questoes';
import { FORMATO_AUTOMATICO, IMPORTACAO_ACCEPT } from '../../../../../shared/schemas/admin-formatos-questoes';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FilePicker } from '../../../../components/ui/file-picker';
import { errorMessage } from '../../../../lib/api';
import { useImportarQuestoes, usePreviewImportacao } from '../api/importacao';
import { CsvColumnsHelp } from './csv-columns-help';
import { FormatoFields } from './formato-fields';
import { PreviewRows } from './preview-rows';
import { PreviewSummary } from './preview-summary';
import { formatCount } from '../../../../lib/format';

const importLabel = (n: number) => (n === 1 ? 'Importar 1 questão' : `Importar ${formatCount(n)} questões`);

/**
 * 'Importar questões': pick a file (CSV, Moodle XML, GIFT or Aiken, its format chosen or recognised), see the server's verdict on every row (nothing written yet), then import
 * the new valid rows. Rows with errors are skipped, not fatal: the admin fixes them and sends the file
 * again, and what was already imported is recognised and not duplicated.
 */
export function ImportarCsvDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const fileId = useId();
  const onlyProblemsId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [formato, setFormato] = useState<string>(FORMATO_AUTOMATICO);
  const [materia, setMateria] = useState('');
  const [onlyProblems, setOnlyProblems] = useState(false);
  const preview = usePreviewImportacao();
  const importar = useImportarQuestoes();
  const previa = preview.data;
  const novas = previa?.totais.novas ?? 0;
  const problemas = previa ? previa.totais.linhas - novas : 0;
  const linhas = previa && onlyProblems ? previa.linhas.filter((l) => l.status !== 'nova') : (previa?.linhas ?? []);

  function close(next: boolean) {
    if (importar.isPending) return;
    if (!next) {
      setFile(null);
      setFormato(FORMATO_AUTOMATICO);
      setMateria('');
      preview.reset();
      importar.reset();
    }
    onOpenChange(next);
  }

  function runPreview() {
    if (!file) return;
    preview.mutate({ file, formato, materia }, { onSuccess: (p) => setOnlyProblems(p.totais.linhas > p.totais.novas) });
  }

  function runImport() {
    if (!file) return;
    importar.mutate(
      { file, formato, materia },
      {
        onSuccess: (r) => {
          if (r.importadas > 0) toast.success(msg.importadas(r.importadas));
          else toast.info(msg.nenhumaNova);
          close(false);
        },
        onError: (error) => toast.error(errorMessage(error, msg.importFailed)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl!">
        <DialogHeader>
          <DialogTitle>Importar questões</DialogTitle>
          <DialogDescription>
            Confira a pré-visualização antes de importar: nada é gravado até você confirmar.
          </DialogDescription>
        </DialogHeader>
        {/* One block: the dialog scrolls as a whole, and nothing in it is squeezed to fit. */}
        <div className="flex shrink-0 flex-col gap-4">
          <CsvColumnsHelp />
          <Field id={fileId} label="Arquivo (CSV, Moodle XML, GIFT ou Aiken)">
            <FilePicker
              id={fileId}
              accept={IMPORTACAO_ACCEPT}
              file={file}
              chooseLabel="Escolher arquivo"
              changeLabel="Trocar arquivo"
              emptyText="Nenhum arquivo escolhido"
              onPick={(picked) => {
                setFile(picked);
                preview.reset();
              }}
            />
          </Field>
          <FormatoFields
            formato={formato}
            materia={materia}
            onFormato={(f) => {
              setFormato(f);
              preview.reset();
            }}
            onMateria={(m) => {
              setMateria(m);
              preview.reset();
            }}
          />
          <Button
            variant="secondary"
            className="self-start"
            disabled={!file}
            loading={preview.isPending}
            onClick={runPreview}
          >
            {preview.isPending ? 'Lendo arquivo...' : 'Pré-visualizar'}
          </Button>
          {preview.isError ? <Alert tone="error">{errorMessage(preview.error, msg.previewFailed)}</Alert> : null}
          {previa ? (
            <section aria-label="Pré-visualização" className="flex flex-col gap-3">
              <PreviewSummary totais={previa.totais} />
              <Alert tone="info" role="status">
                {problemas > 0
                  ? 'Linhas com erro, já cadastradas ou repetidas não são importadas. Corrija as linhas com erro e envie o arquivo de novo: as questões já importadas não se repetem.'
                  : 'Todas as linhas estão prontas para importar.'}
              </Alert>
              {problemas > 0 ? (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={onlyProblemsId}
                    checked={onlyProblems}
                    onCheckedChange={(v) => setOnlyProblems(v === true)}
                  />
                  <label htmlFor={onlyProblemsId} className="text-sm">
                    Mostrar só as linhas que não serão importadas ({formatCount(problemas)})
                  </label>
                </div>
              ) : null}
              <PreviewRows linhas={linhas} />
            </section>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={importar.isPending}>
            Cancelar
          </Button>
          {previa ? (
            <Button onClick={runImport} loading={importar.isPending} disabled={novas === 0}>
              {novas === 0 ? (
                <>Nenhuma questão nova</>
              ) : (
                <>
                  <Upload aria-hidden="true" />
                  {importar.isPending ? 'Importando...' : importLabel(novas)}
                </>
              )}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
