import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { lazyDialog } from '../ui/lazy-dialog';

// The dialog (and the list of cadernos it asks for) is not part of the page's first download: it loads
// when the button is pointed at or focused, at the latest when it is clicked (docs/decisions/0025).
const { LazyDialog: SalvarNoCadernoDialog, preload } = lazyDialog(() =>
  import('./salvar-no-caderno-dialog').then((m) => m.SalvarNoCadernoDialog),
);

/** 'Salvar no caderno' (issue 33 §6): a small button that saves the question in a new or an existing caderno. */
export function SalvarNoCaderno({ questaoId, className }: { questaoId: number; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className={cn('self-start text-muted-foreground', className)}
      >
        <BookmarkPlus aria-hidden="true" />
        Salvar no caderno
      </Button>
      <SalvarNoCadernoDialog open={open} onOpenChange={setOpen} questaoId={questaoId} />
    </>
  );
}
