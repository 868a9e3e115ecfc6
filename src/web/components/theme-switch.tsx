import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../lib/theme';
import { cn } from '../lib/cn';
import { Switch } from './ui/switch';

/** Light/dark switch (aria-label 'Alternar tema'); the choice is saved in localStorage. */
export function ThemeSwitch({ className, showIcons = true }: { className?: string; showIcons?: boolean }) {
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      {showIcons ? <Sun aria-hidden="true" className={cn('size-4', dark ? 'opacity-50' : 'text-gold-500')} /> : null}
      <Switch
        aria-label="Alternar tema"
        checked={dark}
        onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
        thumbContent={dark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
      />
      {showIcons ? <Moon aria-hidden="true" className={cn('size-4', dark ? 'text-gold-300' : 'opacity-50')} /> : null}
    </span>
  );
}
