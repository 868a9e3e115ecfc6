import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';
import { formatCount } from '../../lib/format';

/**
 * 'Anterior' / 'Próxima' under a list paged on the server, with where the admin is
 * ('Página 2 de 40 · 787 questões'). On a phone the buttons keep only their arrows (named for screen
 * readers) so the position fits between them.
 */
export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  noun,
  totalLabel,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The navigation's accessible name, e.g. 'Paginação das questões'. */
  label: string;
  /** Singular and plural of what is counted: ['questão', 'questões']. */
  noun: readonly [string, string];
  /** Said instead of the count, e.g. 'mais de 1.000 usuários' when the total is a lower bound. */
  totalLabel?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button
        size="sm"
        variant="outline"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Página anterior"
      >
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">Anterior</span>
      </Button>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        Página {formatCount(page)} de {formatCount(pages)}
        <span className="block text-xs sm:inline">
          <span className="hidden sm:inline"> · </span>
          {totalLabel ?? `${formatCount(total)} ${total === 1 ? noun[0] : noun[1]}`}
        </span>
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Próxima página"
      >
        <span className="hidden sm:inline">Próxima</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
