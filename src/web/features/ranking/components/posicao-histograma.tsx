import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { faixaLabel } from '../../../../shared/rules/posicao';
import { useTheme } from '../../../lib/theme';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';

// Only what a bar chart with tooltips needs; the text alternative and the legend are ours, in HTML.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Colours per theme: the others' bars in the navy of the site, the student's bar in gold. */
const palette = {
  light: { bar: '#9fb1cf', mine: '#d97706', grid: '#e5e9f0', text: '#475569', tipBg: '#0f1b2d', tipText: '#ffffff' },
  dark: { bar: '#3b5378', mine: '#fbbf24', grid: '#1f2c44', text: '#cbd5e1', tipBg: '#e6ebf5', tipText: '#0f1b2d' },
} as const;

/**
 * The edital's médias gerais as a histogram of half-point bins, the student's bin in another colour.
 * Import it only with React.lazy (chart.js is downloaded only where a chart is drawn). The canvas is
 * described by `describedBy` (a sentence in HTML that says the same for screen readers).
 */
export default function PosicaoHistograma({
  faixas,
  minhaFaixa,
  label,
  describedBy,
}: {
  faixas: number[];
  minhaFaixa: number | null;
  label: string;
  describedBy: string;
}) {
  const { theme } = useTheme();
  const colors = palette[theme === 'dark' ? 'dark' : 'light'];
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const data = useMemo(
    () => ({
      labels: faixas.map((_, i) => faixaLabel(i)),
      datasets: [
        {
          label: 'Candidatos',
          data: faixas,
          backgroundColor: faixas.map((_, i) => (i === minhaFaixa ? colors.mine : colors.bar)),
          hoverBackgroundColor: faixas.map((_, i) => (i === minhaFaixa ? colors.mine : colors.bar)),
          borderRadius: 3,
          categoryPercentage: 0.9,
          barPercentage: 1,
        },
      ],
    }),
    [faixas, minhaFaixa, colors],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 400 },
      scales: {
        x: {
          grid: { display: false },
          ticks: {
            color: colors.text,
            maxRotation: 0,
            autoSkip: true,
            autoSkipPadding: 8,
            callback: (_value, index) => (index % 2 === 0 ? String(index / 2) : ''),
          },
        },
        y: { beginAtZero: true, grid: { color: colors.grid }, ticks: { color: colors.text, precision: 0 } },
      },
      plugins: {
        tooltip: {
          backgroundColor: colors.tipBg,
          titleColor: colors.tipText,
          bodyColor: colors.tipText,
          displayColors: false,
          callbacks: {
            title: (items) => `Média ${items[0]?.label ?? ''}`,
            label: (item) =>
              `${String(item.raw)} ${item.raw === 1 ? 'candidato' : 'candidatos'}${item.dataIndex === minhaFaixa ? ' (sua faixa)' : ''}`,
          },
        },
      },
    }),
    [colors, minhaFaixa, reducedMotion],
  );
  return (
    <div className="relative h-48 w-full sm:h-56">
      <Bar data={data} options={options} role="img" aria-label={label} aria-describedby={describedBy} />
    </div>
  );
}
