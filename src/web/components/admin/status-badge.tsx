import { Badge } from '../ui/badge';

/** 'Ativo' / 'Inativo' of an admin row. */
export function AtivoBadge({ ativo }: { ativo: boolean }) {
  return <Badge tone={ativo ? 'success' : 'neutral'}>{ativo ? 'Ativo' : 'Inativo'}</Badge>;
}
