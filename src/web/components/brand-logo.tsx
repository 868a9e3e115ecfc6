import { cn } from '../lib/cn';

/** The Bizu mark: a navy shield with a gold star. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <path
        fill="currentColor"
        className="text-navy-800 dark:text-navy-700"
        d="M32 3 7 12v19c0 15.4 10.6 26.6 25 30 14.4-3.4 25-14.6 25-30V12L32 3Z"
      />
      <path
        fill="#e4b73c"
        d="M32 9.5 13 16.4V31c0 12 8 21 19 24 11-3 19-12 19-24V16.4L32 9.5Zm0 6.3 14 5.1V31c0 9-5.7 15.7-14 18.4C23.7 46.7 18 40 18 31V20.9l14-5.1Z"
      />
      <path fill="#e4b73c" d="m32 20 3.2 6.6 7.2 1-5.2 5 1.3 7.2L32 36.4l-6.5 3.4 1.3-7.2-5.2-5 7.2-1L32 20Z" />
    </svg>
  );
}

/** Mark plus the product name. `tone="light"` for dark backgrounds (sidebar, hero). */
export function BrandLogo({ tone = 'auto', className }: { tone?: 'auto' | 'light'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'text-xl font-extrabold tracking-tight',
            tone === 'light' ? 'text-white' : 'text-navy-900 dark:text-white',
          )}
        >
          Bizu
        </span>
        {/* Gold-700 on the light page: the brand gold itself is too faint for text this small (WCAG 1.4.3). */}
        <span
          className={cn(
            'mt-0.5 text-[0.65rem] font-semibold tracking-[0.18em] uppercase',
            tone === 'light' ? 'text-gold-400' : 'text-gold-700 dark:text-gold-400',
          )}
        >
          Concurso PM
        </span>
      </span>
    </span>
  );
}
