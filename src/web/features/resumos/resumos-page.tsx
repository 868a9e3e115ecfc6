import { UnderConstruction } from '../../components/under-construction';

export function ResumosPage() {
  return <UnderConstruction />;
}
