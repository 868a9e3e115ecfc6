import { ArcElement, Chart as ChartJS, DoughnutController, Tooltip, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Doughnut } from 'react-chartjs-2';
import { useTheme } from '../../../lib/theme';

// Only what a doughnut with tooltips needs (keeps chart.js small); the numbers are in HTML beside it.
ChartJS.register(ArcElement, DoughnutController, Tooltip);

const GREEN = '#10b981';
const RED = '#ef4444';

/**
 * Hits and misses of every simulado as a ring, the hit percentage in the middle. Loaded lazily by the
 * accuracy card, so chart.js is downloaded only by students who have answered something.
 */
export default function AccuracyRing({ acertos, erros, percent }: { acertos: number; erros: number; percent: number }) {
  const { theme } = useTheme();
  const dark = theme === 'dark';
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
      animation: { duration: 500 },
      plugins: {
        tooltip: {
          backgroundColor: dark ? '#e6ebf5' : '#0f1b2d',
          titleColor: dark ? '#0f1b2d' : '#ffffff',
          bodyColor: dark ? '#0f1b2d' : '#ffffff',
          displayColors: false,
        },
      },
    }),
    [dark],
  );
  return (
    <div className="relative size-36 shrink-0">
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
        <span className="text-2xl font-extrabold tabular-nums">{percent}%</span>
        <span className="text-xs text-muted-foreground">de acerto</span>
      </div>
    </div>
  );
}
