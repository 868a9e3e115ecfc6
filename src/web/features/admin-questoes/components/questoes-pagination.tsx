import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** 'Anterior' / 'Próxima' under the list, with where the admin is ('Página 2 de 40 · 787 questões'). */
export function QuestoesPagination({
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
    <nav aria-label="Paginação das questões" className="flex items-center justify-between gap-3">
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
        Página {page.toLocaleString('pt-BR')} de {pages.toLocaleString('pt-BR')}
        <span className="block text-xs sm:inline">
          <span className="hidden sm:inline"> · </span>
          {total.toLocaleString('pt-BR')} {total === 1 ? 'questão' : 'questões'}
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
