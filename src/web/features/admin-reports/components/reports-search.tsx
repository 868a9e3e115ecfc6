import { Search } from 'lucide-react';
import { ADMIN_REPORTS_SEARCH_MAX } from '../../../../shared/schemas/admin-reports';
import { Input } from '../../../components/ui/input';

/** The search box: matched in the description, statement, matéria and the reporter's name and e-mail. */
export function ReportsSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:max-w-md">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Buscar reports"
        placeholder="Buscar texto, matéria ou aluno"
        maxLength={ADMIN_REPORTS_SEARCH_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
