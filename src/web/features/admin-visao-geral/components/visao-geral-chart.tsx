import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { useTheme } from '../../../lib/theme';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { numero } from '../format';

// Bars and lines with tooltips; each chart's text alternative is ours, in HTML (chart-card.tsx).
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  Filler,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** Colours per theme: the site's navy and gold, and red for refunds. */
const palette = {
  light: {
    principal: '#1e3a66',
    destaque: '#d97706',
    alerta: '#dc2626',
    grid: '#e5e9f0',
    text: '#475569',
    tipBg: '#0f1b2d',
    tipText: '#ffffff',
  },
  dark: {
    principal: '#7d9bd1',
    destaque: '#fbbf24',
    alerta: '#f87171',
    grid: '#1f2c44',
    text: '#cbd5e1',
    tipBg: '#e6ebf5',
    tipText: '#0f1b2d',
  },
} as const;

export interface ChartSerie {
  label: string;
  data: number[];
  cor: 'principal' | 'destaque' | 'alerta';
}

/**
 * One of the overview's charts. Import it only with React.lazy: chart.js is downloaded on the admin's
 * overview alone. The canvas is an image labelled `label` and described by `describedBy`.
 */
export default function VisaoGeralChart({
  tipo,
  labels,
  series,
  label,
  describedBy,
  formatValue = numero,
}: {
  tipo: 'bar' | 'line';
  labels: string[];
  series: ChartSerie[];
  label: string;
  describedBy: string;
  formatValue?: (value: number) => string;
}) {
  const { theme } = useTheme();
  const colors = palette[theme === 'dark' ? 'dark' : 'light'];
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const data = useMemo(
    () => ({
      labels,
      datasets: series.map((s) => ({
        label: s.label,
        data: s.data,
        backgroundColor: tipo === 'line' ? `${colors[s.cor]}33` : colors[s.cor],
        borderColor: colors[s.cor],
        borderWidth: tipo === 'line' ? 2 : 0,
        borderRadius: 3,
        pointRadius: labels.length > 60 ? 0 : 2,
        fill: tipo === 'line',
        tension: 0.25,
      })),
    }),
    [labels, series, colors, tipo],
  );
  const options = useMemo<ChartOptions>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          grid: { display: false },
          ticks: { color: colors.text, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
        },
        y: {
          beginAtZero: true,
          grid: { color: colors.grid },
          ticks: { color: colors.text, precision: 0, callback: (v) => formatValue(Number(v)) },
        },
      },
      plugins: {
        legend: {
          display: series.length > 1,
          position: 'bottom',
          labels: { color: colors.text, boxWidth: 12 },
        },
        tooltip: {
          backgroundColor: colors.tipBg,
          titleColor: colors.tipText,
          bodyColor: colors.tipText,
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatValue(Number(item.raw))}` },
        },
      },
    }),
    [colors, series.length, formatValue, reducedMotion],
  );
  return (
    <div className="relative h-52 w-full sm:h-60">
      <Chart type={tipo} data={data} options={options} role="img" aria-label={label} aria-describedby={describedBy} />
    </div>
  );
}
