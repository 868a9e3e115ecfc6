import { UnderConstruction } from '../../components/under-construction';

export function SimuladosPage() {
  return <UnderConstruction />;
}
