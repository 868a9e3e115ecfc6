import { useState } from 'react';
import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { formatCount } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { ACAO_TITULOS, LoteAcaoDialog, type TipoAcao } from './lote-acao-dialog';
import type { SelecaoLote } from './use-selecao-lote';

const BOTOES: { tipo: TipoAcao; label: string }[] = [
  { tipo: 'mover', label: 'Mover' },
  { tipo: 'fonte', label: 'Banca e origem' },
  { tipo: 'marcar', label: 'Marcar' },
  { tipo: 'excluir', label: 'Excluir' },
];

/**
 * Above the list: 'Selecionar todas desta página', then, with questions chosen, how many, 'Selecionar
 * todas as N do filtro' and the bulk actions (issue 34 §4), each in its own dialog. Sticky once something
 * is selected.
 */
export function SelecaoLoteBar({
  selecao,
  pageIds,
  total,
  totalLimitado = false,
  catalogo,
}: {
  selecao: SelecaoLote;
  pageIds: number[];
  total: number;
  /** The filter is a search with more matches than its count (decision 0064): `total` is a lower bound. */
  totalLimitado?: boolean;
  catalogo: AdminCatalogo;
}) {
  const [acao, setAcao] = useState<TipoAcao | null>(null);
  const todas = selecao.selecao.modo === 'filtro';
  const quantas = selecao.selecao.modo === 'filtro' ? total : selecao.selecao.ids.size;
  const paginaInteira = pageIds.length > 0 && pageIds.every((id) => selecao.isSelected(id));
  return (
    <div
      role="region"
      aria-label="Ações em lote"
      // With a selection the bar stays in view while scrolling (under the desktop header), so a question
      // chosen far down a phone's list can be acted on without scrolling back up.
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm',
        quantas > 0 && 'sticky top-0 z-20 shadow-md md:top-16',
      )}
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id="lote-pagina"
          checked={paginaInteira}
          disabled={todas}
          onCheckedChange={(on) => selecao.togglePage(pageIds, on)}
        />
        <Label htmlFor="lote-pagina">Selecionar todas desta página</Label>
      </div>
      {quantas > 0 ? (
        <>
          <span aria-live="polite" className="font-medium">
            {todas && totalLimitado
              ? `Mais de ${formatCount(total)} questões selecionadas`
              : `${formatCount(quantas)} ${quantas === 1 ? 'questão selecionada' : 'questões selecionadas'}`}
          </span>
          {!todas && total > quantas ? (
            <Button variant="link" size="sm" onClick={selecao.selectAll}>
              {totalLimitado
                ? `Selecionar todas do filtro (mais de ${formatCount(total)})`
                : `Selecionar todas as ${formatCount(total)} do filtro`}
            </Button>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {BOTOES.map((b) => (
              <Button
                key={b.tipo}
                size="sm"
                variant={b.tipo === 'excluir' ? 'destructive' : 'outline'}
                title={ACAO_TITULOS[b.tipo]}
                onClick={() => setAcao(b.tipo)}
              >
                {b.label}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={selecao.clear}>
              Limpar seleção
            </Button>
          </div>
        </>
      ) : null}
      <LoteAcaoDialog
        key={acao ?? 'nenhuma'}
        tipo={acao}
        onClose={() => setAcao(null)}
        catalogo={catalogo}
        selecao={selecao}
      />
    </div>
  );
}
