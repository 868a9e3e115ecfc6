import { UnderConstruction } from '../../components/under-construction';

export function NotasPage() {
  return <UnderConstruction />;
}
