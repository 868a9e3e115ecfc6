import { UnderConstruction } from '../../components/under-construction';

export function AssinaturaPage() {
  return <UnderConstruction />;
}
