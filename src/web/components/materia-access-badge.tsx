import { Crown, Gift } from 'lucide-react';
import { Badge } from './ui/badge';

/** 'Gratuita' or 'Premium' beside a subject (SPEC §2 /simulados). */
export function MateriaAccessBadge({ isFree, className }: { isFree: boolean; className?: string }) {
  return isFree ? (
    <Badge tone="success" className={className}>
      <Gift aria-hidden="true" />
      Gratuita
    </Badge>
  ) : (
    <Badge tone="accent" className={className}>
      <Crown aria-hidden="true" />
      Premium
    </Badge>
  );
}
