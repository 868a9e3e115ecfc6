import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isSubscriptionActive } from '../../../shared/rules/subscription';
import { LoadFailed, PageLoading } from '../../components/load-states';
import { EmptyState } from '../../components/ui/empty-state';
import { isApiError } from '../../lib/api';
import { parseId } from '../../lib/parse-id';
import { meQueryKey, useCurrentUser } from '../../lib/session';
import { useResumos } from './api/list-resumos';
import { ResumoCard } from './components/resumo-card';
import { ResumoViewer } from './components/resumo-viewer';
import { ResumosPromo } from './components/resumos-promo';

const VIEWER_PARAM = 'resumo';

/**
 * /resumos (SPEC §2): subscribers get the summaries as cards and read them in the app; everyone else
 * gets the promo. The reader's state is in the URL (?resumo=ID), so the phone's back button closes it.
 */
export function ResumosPage() {
  const user = useCurrentUser();
  const subscriber = isSubscriptionActive(user.dataExpiracao);
  const resumos = useResumos(subscriber);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The server said no (the subscription ended since the session was loaded): refresh the session too.
  const refused = isApiError(resumos.error) && resumos.error.status === 403;
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [refused, queryClient]);

  if (!subscriber || refused) return <ResumosPromo />;
  if (resumos.isPending) return <PageLoading label="Carregando resumos..." />;
  if (resumos.isError) return <LoadFailed onRetry={() => void resumos.refetch()} />;

  const lista = resumos.data.resumos;
  if (lista.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="Nenhum resumo disponível no momento"
        description="Os resumos das matérias aparecem aqui assim que forem publicados."
      />
    );
  }

  const openId = parseId(params.get(VIEWER_PARAM));
  const open = lista.find((r) => r.id === openId) ?? null;
  const read = (id: number) => setParams({ [VIEWER_PARAM]: String(id) }, { state: { viewer: true } });
  const close = () => {
    if ((location.state as { viewer?: boolean } | null)?.viewer) void navigate(-1);
    else setParams({}, { replace: true });
  };

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        Resumos em PDF das matérias: leia aqui mesmo ou baixe para estudar quando quiser.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {lista.map((resumo) => (
          <ResumoCard key={resumo.id} resumo={resumo} onRead={() => read(resumo.id)} />
        ))}
      </div>
      <ResumoViewer resumo={open} onClose={close} />
    </>
  );
}
