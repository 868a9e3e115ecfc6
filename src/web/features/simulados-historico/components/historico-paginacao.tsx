import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/** Anterior / Próxima under the history list (20 per page, paged on the server). */
export function HistoricoPaginacao({
  pagina,
  paginas,
  onPagina,
}: {
  pagina: number;
  paginas: number;
  onPagina: (pagina: number) => void;
}) {
  const anterior = useRef<HTMLButtonElement>(null);
  const proxima = useRef<HTMLButtonElement>(null);

  // Turning to the first or the last page disables the button just pressed: the focus moves to the
  // other one instead of falling to the page.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active === anterior.current && anterior.current?.disabled) proxima.current?.focus();
    if (active === proxima.current && proxima.current?.disabled) anterior.current?.focus();
  });

  return (
    <nav aria-label="Páginas do histórico" className="flex items-center justify-between gap-3">
      <Button ref={anterior} variant="outline" disabled={pagina <= 1} onClick={() => onPagina(pagina - 1)}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        Página {pagina} de {paginas}
      </span>
      <Button ref={proxima} variant="outline" disabled={pagina >= paginas} onClick={() => onPagina(pagina + 1)}>
        Próxima
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
