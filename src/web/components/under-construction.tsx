import { Construction } from 'lucide-react';
import { EmptyState } from './ui/empty-state';

/** Placeholder body for screens that later issues build; the layout already shows the page title. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <EmptyState
      icon={Construction}
      title={`${title}: em construção`}
      description="Esta tela está em construção e estará disponível em breve."
    />
  );
}
