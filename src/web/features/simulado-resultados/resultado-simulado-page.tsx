import { UnderConstruction } from '../../components/under-construction';

export function ResultadoSimuladoPage() {
  return <UnderConstruction />;
}
