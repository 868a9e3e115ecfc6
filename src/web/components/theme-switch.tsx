import { Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn';
import { useTheme } from '../lib/theme';

/**
 * Light/dark switch: a toggle button (aria-label 'Alternar tema', aria-pressed = dark) drawn as a
 * switch. The choice is saved in localStorage and applied to <html>.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-label="Alternar tema"
      aria-pressed={dark}
      title={dark ? 'Tema escuro' : 'Tema claro'}
      onClick={toggleTheme}
      className={cn(
        'group inline-flex shrink-0 items-center gap-2 rounded-full p-1 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Sun aria-hidden="true" className={cn('size-4 transition-opacity', dark ? 'opacity-40' : 'text-gold-500')} />
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 items-center rounded-full transition-colors',
          dark ? 'bg-navy-500' : 'bg-input',
        )}
      >
        <span
          className={cn(
            'absolute left-0.5 flex size-5 items-center justify-center rounded-full bg-white text-navy-800 shadow-md transition-transform',
            dark && 'translate-x-5',
          )}
        >
          {dark ? <Moon className="size-3" /> : <Sun className="size-3" />}
        </span>
      </span>
      <Moon aria-hidden="true" className={cn('size-4 transition-opacity', dark ? 'text-gold-300' : 'opacity-40')} />
    </button>
  );
}
