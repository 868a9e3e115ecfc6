import { UnderConstruction } from '../../components/under-construction';

export function AdminAulasPage() {
  return <UnderConstruction />;
}
