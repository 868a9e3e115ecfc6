import { UnderConstruction } from '../../components/under-construction';

export function AdminModulosPage() {
  return <UnderConstruction />;
}
