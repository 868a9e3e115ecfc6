import { UnderConstruction } from '../../components/under-construction';

export function AdminAlunosPage() {
  return <UnderConstruction />;
}
