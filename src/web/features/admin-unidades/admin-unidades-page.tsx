import { UnderConstruction } from '../../components/under-construction';

export function AdminUnidadesPage() {
  return <UnderConstruction />;
}
