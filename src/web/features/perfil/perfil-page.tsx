import { UnderConstruction } from '../../components/under-construction';

export function PerfilPage() {
  return <UnderConstruction />;
}
