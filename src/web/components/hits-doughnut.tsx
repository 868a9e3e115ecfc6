import { ArcElement, Chart as ChartJS, DoughnutController, Tooltip, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Doughnut } from 'react-chartjs-2';
import { cn } from '../lib/cn';
import { useTheme } from '../lib/theme';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../lib/use-media-query';

// Only what a doughnut with tooltips needs (keeps chart.js small); legends and numbers are ours, in HTML.
ChartJS.register(ArcElement, DoughnutController, Tooltip);

const GREEN = '#10b981';
const RED = '#ef4444';

// `sm` sits beside a list of numbers (dashboard card); `lg` stands alone, centred (a simulado's result).
const sizes = {
  sm: { box: 'size-36 shrink-0', percent: 'text-2xl' },
  lg: { box: 'mx-auto size-44', percent: 'text-3xl' },
} as const;

/**
 * Hits and misses as a doughnut, the hit percentage in the middle. Import it only with React.lazy, so that
 * chart.js is downloaded only by pages that draw one.
 */
export default function HitsDoughnut({
  acertos,
  erros,
  percent,
  size,
}: {
  acertos: number;
  erros: number;
  percent: number;
  size: keyof typeof sizes;
}) {
  const { theme } = useTheme();
  const dark = theme === 'dark';
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const data = useMemo(
    () => ({
      labels: ['Acertos', 'Erros'],
      datasets: [
        {
          data: [acertos, erros],
          backgroundColor: [GREEN, RED],
          hoverBackgroundColor: [GREEN, RED],
          // The ring's gaps take the card's colour in either theme.
          borderColor: dark ? '#0f1a2e' : '#ffffff',
          borderWidth: 3,
        },
      ],
    }),
    [acertos, erros, dark],
  );
  const options = useMemo<ChartOptions<'doughnut'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      cutout: '72%',
      animation: reducedMotion ? false : { duration: 500 },
      plugins: {
        tooltip: {
          backgroundColor: dark ? '#e6ebf5' : '#0f1b2d',
          titleColor: dark ? '#0f1b2d' : '#ffffff',
          bodyColor: dark ? '#0f1b2d' : '#ffffff',
          displayColors: false,
        },
      },
    }),
    [dark, reducedMotion],
  );
  return (
    <div className={cn('relative', sizes[size].box)}>
      <Doughnut
        data={data}
        options={options}
        role="img"
        aria-label={`Gráfico: ${acertos} ${acertos === 1 ? 'acerto' : 'acertos'} e ${erros} ${erros === 1 ? 'erro' : 'erros'}`}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
      >
        <span className={cn('font-extrabold tabular-nums', sizes[size].percent)}>{percent}%</span>
        <span className="text-xs text-muted-foreground">de acerto</span>
      </div>
    </div>
  );
}
