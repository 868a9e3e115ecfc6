import { Construction } from 'lucide-react';
import { usePageTitle } from '../lib/page-title';
import { EmptyState } from './ui/empty-state';

/** Placeholder body for screens that later issues build; the layout already shows the page title. */
export function UnderConstruction({ title }: { title?: string }) {
  const pageTitle = usePageTitle();
  const name = title ?? pageTitle ?? 'Esta tela';
  return (
    <EmptyState
      icon={Construction}
      title={`${name}: em construção`}
      description="Esta tela está em construção e estará disponível em breve."
    />
  );
}
