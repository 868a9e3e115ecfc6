import { ArrowRight, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';

/** SPEC §2 /dashboard: the link card to /simulados. */
export function PracticeLinkCard() {
  return (
    <Link
      to="/simulados"
      className="group flex h-full flex-col justify-between gap-4 rounded-xl bg-gold-400 p-4 text-navy-950 shadow-sm transition-colors hover:bg-gold-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:p-5 dark:bg-gold-400/90 dark:hover:bg-gold-300"
    >
      <span className="flex size-11 items-center justify-center rounded-lg bg-white/40 text-navy-900">
        <ClipboardList aria-hidden="true" className="size-6" />
      </span>
      <span>
        <span className="block text-lg font-bold text-navy-950">Fazer um simulado</span>
        <span className="mt-1 block text-sm text-navy-900/80">
          Escolha a matéria e a quantidade de questões e pratique agora.
        </span>
      </span>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-navy-950">
        Começar
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
