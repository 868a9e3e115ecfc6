import { UnderConstruction } from '../../components/under-construction';

export function AdminEditaisPage() {
  return <UnderConstruction />;
}
