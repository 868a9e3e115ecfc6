import { Gift } from 'lucide-react';
import { Fragment } from 'react';

const FREE_COURSES = ['SAT', 'Direito Constitucional', 'Direito Civil'] as const;

/** Login promo (SPEC §2 /login): the first simulado of three courses is free. */
export function FreeCoursesBanner() {
  return (
    <section
      aria-label="Simulados gratuitos"
      className="flex gap-3 rounded-xl border border-gold-300 bg-gold-50 p-4 text-sm text-navy-900 dark:border-gold-400/30 dark:bg-gold-400/10 dark:text-gold-100"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gold-400 text-navy-950">
        <Gift aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p className="font-semibold">O primeiro simulado é grátis!</p>
        <p className="mt-0.5 text-navy-800/90 dark:text-gold-100/85">
          Experimente sem pagar nada o primeiro simulado de três cursos:{' '}
          {FREE_COURSES.map((curso, i) => (
            <Fragment key={curso}>
              {i === 0 ? '' : i === FREE_COURSES.length - 1 ? ' e ' : ', '}
              <strong>{curso}</strong>
            </Fragment>
          ))}
          .
        </p>
      </div>
    </section>
  );
}
