import { UnderConstruction } from '../../components/under-construction';

export function AdminReportsPage() {
  return <UnderConstruction />;
}
