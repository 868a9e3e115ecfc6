import { UnderConstruction } from '../../components/under-construction';

export function RankingPage() {
  return <UnderConstruction />;
}
