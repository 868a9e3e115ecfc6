import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { ImportacaoLinha, LinhaStatus } from '../../../../../shared/schemas/admin-importacao-questoes';
import { QUESTAO_TIPO_LABELS, rotuloDaLetra } from '../../../../../shared/rules/questao';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';

const STATUS: Record<LinhaStatus, { label: string; tone: BadgeTone }> = {
  nova: { label: 'Nova', tone: 'success' },
  erro: { label: 'Com erro', tone: 'danger' },
  ja_no_banco: { label: 'Já cadastrada', tone: 'neutral' },
  repetida: { label: 'Repetida', tone: 'warning' },
};

/** 'C' reads 'Certo (C)' on a Certo/Errado row. */
function respostaLabel({ tipo, respostaCorreta }: ImportacaoLinha): string {
  if (!respostaCorreta || tipo !== 'certo_errado') return respostaCorreta ?? '';
  return `${rotuloDaLetra(tipo, respostaCorreta)} (${respostaCorreta})`;
}

/** Past this many rows the list is virtualized: a 10,000-row file must not put 10,000 items in the page. */
const VIRTUALIZE_FROM = 100;

function PreviewRow({ linha }: { linha: ImportacaoLinha }) {
  const status = STATUS[linha.status];
  return (
    <div className="flex flex-col gap-1 border-b border-border px-3 py-2.5 text-sm last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">Linha {linha.linha}</span>
        <Badge tone={status.tone}>{status.label}</Badge>
        <span className="min-w-0 break-words text-muted-foreground">
          {linha.materia || '—'}
          {linha.aula ? ` · ${linha.aula}` : ''}
          {linha.respostaCorreta ? ` · Resposta ${respostaLabel(linha)}` : ''}
        </span>
      </div>
      {linha.tipo ? (
        <p className="text-xs text-muted-foreground">
          {QUESTAO_TIPO_LABELS[linha.tipo]} · {linha.fonte}
        </p>
      ) : null}
      {linha.enunciado ? <p className="line-clamp-2 break-words">{linha.enunciado}</p> : null}
      {linha.erros.length > 0 ? (
        <ul className={linha.status === 'erro' ? 'text-destructive' : 'text-muted-foreground'}>
          {linha.erros.map((erro) => (
            <li key={erro} className="break-words">
              Linha {linha.linha}: {erro}
            </li>
          ))}
        </ul>
      ) : null}
      {linha.avisos.length > 0 ? (
        <ul aria-label={`Avisos da linha ${linha.linha}`} className="text-amber-800 dark:text-amber-300">
          {linha.avisos.map((aviso) => (
            <li key={aviso} className="break-words">
              Aviso: {aviso}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function VirtualRows({ linhas }: { linhas: ImportacaoLinha[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- it re-renders this component itself; nothing memoized reads it
  const virtualizer = useVirtualizer({
    count: linhas.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 96,
    overscan: 8,
  });
  return (
    <div
      ref={scrollRef}
      className="max-h-80 overflow-y-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label="Linhas do arquivo"
    >
      <div role="list" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="listitem"
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <PreviewRow linha={linhas[item.index]!} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The preview's rows: each with its line, its verdict and, for a skipped row, why. */
export function PreviewRows({ linhas }: { linhas: ImportacaoLinha[] }) {
  if (linhas.length >= VIRTUALIZE_FROM) return <VirtualRows linhas={linhas} />;
  return (
    <div
      className="max-h-80 overflow-y-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label="Linhas do arquivo"
    >
      <ul>
        {linhas.map((linha) => (
          <li key={linha.linha}>
            <PreviewRow linha={linha} />
          </li>
        ))}
      </ul>
    </div>
  );
}
