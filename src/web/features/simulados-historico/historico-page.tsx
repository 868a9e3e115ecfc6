import { UnderConstruction } from '../../components/under-construction';

export function HistoricoPage() {
  return <UnderConstruction />;
}
