import { UnderConstruction } from '../../components/under-construction';

export function RealizarSimuladoPage() {
  return <UnderConstruction />;
}
