import { FileUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

// The dialog (preview list, virtualizer) loads the first time it is opened, not with the Questões page.
const ImportarCsvDialog = lazy(() =>
  import('./components/importar-csv-dialog').then((m) => ({ default: m.ImportarCsvDialog })),
);

/** The Questões toolbar's 'Importar questões' button (CSV, Moodle XML, GIFT, Aiken) and the import dialog it opens. */
export function ImportarCsvButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FileUp aria-hidden="true" />
        Importar questões
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ImportarCsvDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
