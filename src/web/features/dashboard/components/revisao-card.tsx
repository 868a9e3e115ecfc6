import { Repeat } from 'lucide-react';
import { RevisarHoje } from '../../../components/revisao/revisar-hoje';
import { DashboardSection } from './dashboard-section';

/** /dashboard: the spaced review's card, 'Revisar hoje (N)' (issue 27 §3). */
export function RevisaoCard() {
  return (
    <DashboardSection title="Revisão do dia" icon={Repeat}>
      <RevisarHoje />
    </DashboardSection>
  );
}
