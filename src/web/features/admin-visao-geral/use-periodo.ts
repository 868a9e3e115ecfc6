import { useSearchParams } from 'react-router';
import type { VisaoGeralPeriodo } from '../../../shared/schemas/admin-visao-geral';

/** The period switch, kept in the address (?periodo=12m) so a reload or a shared link keeps it. */
export function usePeriodo(): [VisaoGeralPeriodo, (periodo: VisaoGeralPeriodo) => void] {
  const [params, setParams] = useSearchParams();
  const periodo: VisaoGeralPeriodo = params.get('periodo') === '12m' ? '12m' : '30d';
  return [
    periodo,
    (next) =>
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          if (next === '12m') copy.set('periodo', '12m');
          else copy.delete('periodo');
          return copy;
        },
        { replace: true },
      ),
  ];
}
