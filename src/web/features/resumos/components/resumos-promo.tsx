import { BookOpenText, Crown, FileText, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** Non-subscribers (SPEC §1, §2): what the summaries are, and the way to /assinatura. */
export function ResumosPromo() {
  return (
    <section
      aria-labelledby="resumos-promo"
      className="relative overflow-hidden rounded-xl bg-sidebar p-6 text-white shadow-sm sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -right-20 size-64 rounded-full bg-gold-400/20 blur-3xl"
      />
      <p className="relative flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-300 uppercase">
        <Sparkles aria-hidden="true" className="size-4" />
        Exclusivo para assinantes
      </p>
      <h2 id="resumos-promo" className="relative mt-2 text-xl leading-snug font-bold sm:text-2xl">
        Resumos em PDF das matérias do concurso
      </h2>
      <p className="relative mt-2 max-w-xl text-sm text-navy-100">
        O essencial de cada matéria em poucas páginas, para revisar antes da prova: leia no aplicativo, no celular ou no
        computador, ou baixe para estudar quando quiser.
      </p>
      <ul className="relative mt-4 flex flex-col gap-2 text-sm text-navy-50">
        <li className="flex items-center gap-2">
          <FileText aria-hidden="true" className="size-4 text-gold-300" />
          Resumos por matéria, dos módulos básico e específico
        </li>
        <li className="flex items-center gap-2">
          <BookOpenText aria-hidden="true" className="size-4 text-gold-300" />
          Leitura no aplicativo e download em PDF
        </li>
      </ul>
      <Link
        to="/assinatura"
        className={buttonClasses({ variant: 'accent', size: 'lg', className: 'relative mt-6 w-full sm:w-auto' })}
      >
        <Crown aria-hidden="true" />
        Assinar para ter acesso
      </Link>
    </section>
  );
}
