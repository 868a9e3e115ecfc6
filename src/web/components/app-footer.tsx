import { cn } from '../lib/cn';

export function AppFooter({ className }: { className?: string }) {
  return (
    <footer className={cn('px-4 py-6 text-center text-xs text-muted-foreground', className)}>
      © {new Date().getFullYear()} Bizu - Todos os direitos reservados
    </footer>
  );
}
