import { BookMarked, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CADERNOS_MAX, type Caderno } from '../../../shared/schemas/cadernos';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useCadernos } from '../../lib/cadernos/list-cadernos';
import { useCreateCaderno } from '../../lib/cadernos/write-caderno';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { CadernoNomeDialog } from './components/caderno-nome-dialog';
import { questoesLabel } from './components/questoes-label';

/** /cadernos — Meus Cadernos (issue 33 §6): the student's cadernos with their counts, and a new one. */
export function CadernosPage() {
  const cadernos = useCadernos();
  const create = useCreateCaderno();
  const navigate = useNavigate();
  const [criando, setCriando] = useState(false);
  const lista = cadernos.data?.cadernos ?? [];
  const cheio = lista.length >= CADERNOS_MAX;

  const novo = (
    <Button onClick={() => setCriando(true)} disabled={cheio}>
      <Plus aria-hidden="true" />
      Novo caderno
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Guarde questões para rever e resolva cada caderno como um simulado. Só você vê seus cadernos.
        </p>
        {lista.length > 0 ? novo : null}
      </div>
      {cheio ? (
        <p role="status" className="text-sm text-muted-foreground">
          Você já tem {CADERNOS_MAX} cadernos, o máximo. Exclua um caderno para criar outro.
        </p>
      ) : null}

      {cadernos.isPending ? (
        <PageLoading label="Carregando seus cadernos..." />
      ) : cadernos.isError ? (
        <LoadFailed onRetry={() => void cadernos.refetch()} />
      ) : lista.length === 0 ? (
        <EmptyState
          icon={BookMarked}
          title="Você ainda não tem cadernos"
          description="Crie um caderno ou use 'Salvar no caderno' ao resolver uma questão, no resultado de um simulado ou na revisão."
          action={novo}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {lista.map((c) => (
            <li key={c.id}>
              <CadernoCard caderno={c} />
            </li>
          ))}
        </ul>
      )}

      {criando ? (
        <CadernoNomeDialog
          open
          onOpenChange={setCriando}
          saving={create.isPending}
          onSave={async (nome) => {
            const caderno = await create.mutateAsync({ nome });
            toast.success(`Caderno “${caderno.nome}” criado.`);
            void navigate(`/cadernos/${caderno.id}`);
          }}
        />
      ) : null}
    </div>
  );
}

function CadernoCard({ caderno }: { caderno: Caderno }) {
  return (
    <Link
      to={`/cadernos/${caderno.id}`}
      className={cn(
        'group flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm transition-colors sm:p-5',
        'hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      <BookMarked aria-hidden="true" className="size-5 shrink-0 text-navy-600 dark:text-gold-300" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{caderno.nome}</p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          <span className="whitespace-nowrap">{questoesLabel(caderno.questoes)} ·</span>{' '}
          <span className="whitespace-nowrap">
            atualizado em <time dateTime={caderno.updatedAt}>{formatDateTime(caderno.updatedAt)}</time>
          </span>
        </p>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
