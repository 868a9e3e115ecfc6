import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ChartSerie } from './visao-geral-chart';

const VisaoGeralChart = lazy(() => import('./visao-geral-chart'));

export interface ChartTable {
  /** The first column's heading ('Dia', 'Semana de', 'Mês') and each further column's. */
  colunas: string[];
  linhas: Array<{ chave: string; rotulo: string; valores: string[] }>;
}

/**
 * A chart with its text alternative: a sentence that sums it up (read with the canvas, which it
 * describes), and the figures as a table for whoever would rather read them.
 */
export function ChartCard({
  titulo,
  resumo,
  tipo,
  labels,
  series,
  tabela,
  formatValue,
  children,
}: {
  titulo: string;
  resumo: string;
  tipo: 'bar' | 'line';
  labels: string[];
  series: ChartSerie[];
  tabela: ChartTable;
  formatValue?: (value: number) => string;
  children?: ReactNode;
}) {
  const resumoId = useId();
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="pb-3">
        <CardTitle className="text-base sm:text-lg">{titulo}</CardTitle>
        <CardDescription id={resumoId}>{resumo}</CardDescription>
        {children}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Suspense
          fallback={
            <div className="flex h-52 items-center justify-center sm:h-60">
              <Spinner label="Carregando gráfico" />
            </div>
          }
        >
          <VisaoGeralChart
            tipo={tipo}
            labels={labels}
            series={series}
            label={titulo}
            describedBy={resumoId}
            {...(formatValue ? { formatValue } : {})}
          />
        </Suspense>
        <details className="group text-sm">
          <summary className="cursor-pointer rounded font-medium text-navy-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 dark:text-gold-300">
            Ver dados em tabela
          </summary>
          <div className="mt-2 max-h-64 overflow-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="sr-only">{titulo}</caption>
              <thead className="sticky top-0 bg-surface-muted">
                <tr>
                  {tabela.colunas.map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 font-semibold">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {tabela.linhas.map((linha) => (
                  <tr key={linha.chave} className="border-t border-border">
                    <th scope="row" className="px-3 py-1.5 font-normal">
                      {linha.rotulo}
                    </th>
                    {linha.valores.map((v, i) => (
                      <td key={i} className="px-3 py-1.5">
                        {v}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
