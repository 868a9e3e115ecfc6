import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ImportarCsvDialog } from './components/importar-csv-dialog';

/** The Questões toolbar's 'Importar CSV' button and the import dialog it opens. */
export function ImportarCsvButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" />
        Importar CSV
      </Button>
      <ImportarCsvDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
