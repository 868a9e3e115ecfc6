import { UnderConstruction } from '../../components/under-construction';

export function AdminResumosPage() {
  return <UnderConstruction />;
}
