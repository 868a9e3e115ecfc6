import { UnderConstruction } from '../../components/under-construction';

export function AdminQuestoesPage() {
  return <UnderConstruction />;
}
