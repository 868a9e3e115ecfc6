import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** 'Anterior' / 'Próxima' under a paged list, with where the admin is ('Página 2 de 5 · 87 reports'). */
export function ReportsPagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Paginação dos reports" className="flex items-center justify-between gap-3">
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
        Página {page} de {pages}
        <span className="block text-xs sm:inline">
          <span className="hidden sm:inline"> · </span>
          {total} {total === 1 ? 'report' : 'reports'}
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
