import { UnderConstruction } from '../../components/under-construction';

export function CalendarioPage() {
  return <UnderConstruction />;
}
