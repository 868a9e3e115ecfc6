import { UnderConstruction } from '../../components/under-construction';

export function AdminMateriasPage() {
  return <UnderConstruction />;
}
