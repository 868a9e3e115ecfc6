import { UnderConstruction } from '../../components/under-construction';

export function ComentariosPage() {
  return <UnderConstruction />;
}
