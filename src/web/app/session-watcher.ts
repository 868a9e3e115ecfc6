import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { messages } from '../../shared/messages';
import { api } from '../lib/api';
import { endLocalSession, isOutage, meQueryOptions } from '../lib/session';

const RETRY_TOAST_ID = 'session-retry';

/**
 * SPEC §4: while the session probe (GET /api/session) fails it is retried 3 times, 1 s apart, with a
 * 'Tentando novamente...' toast. When it still fails:
 * - an outage (no network, the server failing: isOutage) says nothing about the session, which is kept:
 *   a student already in stays in with SPEC §8's 'Erro ao atualizar sessão…' (the probe runs again when
 *   the tab comes back into view), and a first load shows its error with 'Tentar novamente' (guards.tsx).
 *   Signing out here ended valid sessions on every server restart or mobile dead zone;
 * - any other failure (a profile the app cannot read) gives the session up: toast, sign-out, /login.
 */
export function useSessionWatcher(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { status, fetchStatus, failureCount, error, data } = useQuery(meQueryOptions());
  const hadProfile = Boolean(data);

  useEffect(() => {
    if (failureCount > 0 && fetchStatus === 'fetching') {
      toast.error(messages.profileLoadRetrying, { id: RETRY_TOAST_ID });
    }
  }, [failureCount, fetchStatus]);

  useEffect(() => {
    if (status === 'success') toast.dismiss(RETRY_TOAST_ID);
    if (status !== 'error') return;
    toast.dismiss(RETRY_TOAST_ID);
    if (isOutage(error)) {
      // A first load says so on the page itself, with its retry (guards.tsx).
      if (hadProfile) toast.error(messages.sessionRefreshFailed, { id: RETRY_TOAST_ID });
      return;
    }
    toast.error(messages.sessionRecoveryFailed);
    // Best effort: the server may be the thing that is failing.
    api.post('/api/auth/sign-out', {}).catch(() => undefined);
    endLocalSession(queryClient);
    void navigate('/login', { replace: true });
  }, [status, error, hadProfile, queryClient, navigate]);
}
