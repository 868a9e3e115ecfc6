import { Repeat } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../ui/card';
import { RevisarHoje } from './revisar-hoje';

/** The spaced review's card on /simulados, beside the shortcut cards (issue 27 §3). */
export function RevisarHojeCard() {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold tracking-tight">
        <Repeat aria-hidden="true" className="size-5 text-navy-600 dark:text-gold-300" />
        Revisão do dia
      </h2>
      <RevisarHoje />
    </Card>
  );
}
