import { LoadFailed, PageLoading } from '../../components/load-states';
import { useCurrentUser, useRefreshSessionOnMount } from '../../lib/session';
import { usePerfilOpcoes } from './api/get-perfil-opcoes';
import { AvatarCard } from './components/avatar-card';
import { ProfileForm } from './components/profile-form';
import { SubscriptionStatusCard } from './components/subscription-status-card';

/** /perfil (SPEC §2): photo and account actions, subscription status, and the profile form. */
export function PerfilPage() {
  // The subscription card must show a payment confirmed since the session was loaded.
  useRefreshSessionOnMount();
  const user = useCurrentUser();
  const opcoes = usePerfilOpcoes();

  return (
    <div className="grid gap-6 xl:grid-cols-[22rem_1fr] xl:items-start">
      <div className="flex flex-col gap-6">
        <AvatarCard user={user} />
        <SubscriptionStatusCard dataExpiracao={user.dataExpiracao} />
      </div>
      {opcoes.isPending ? (
        <PageLoading label="Carregando perfil..." />
      ) : opcoes.isError ? (
        <LoadFailed onRetry={() => void opcoes.refetch()} />
      ) : (
        <ProfileForm user={user} opcoes={opcoes.data} />
      )}
    </div>
  );
}
