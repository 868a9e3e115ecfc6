import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '../lib/router';
import { toast } from '../lib/toast';
import { messages } from '../../shared/messages';
import { api } from '../lib/api';
import { endLocalSession, meQueryOptions } from '../lib/session';

const RETRY_TOAST_ID = 'session-retry';

/**
 * SPEC §4: while the session probe (GET /api/session) fails it is retried 3 times, 1 s apart, with a
 * 'Tentando novamente...' toast; when it still fails the session is given up: toast, sign-out, /login.
 */
export function useSessionWatcher(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { status, fetchStatus, failureCount } = useQuery(meQueryOptions());

  useEffect(() => {
    if (failureCount > 0 && fetchStatus === 'fetching') {
      toast.error(messages.profileLoadRetrying, { id: RETRY_TOAST_ID });
    }
  }, [failureCount, fetchStatus]);

  useEffect(() => {
    if (status === 'success') toast.dismiss(RETRY_TOAST_ID);
    if (status !== 'error') return;
    toast.dismiss(RETRY_TOAST_ID);
    toast.error(messages.sessionRecoveryFailed);
    // Best effort: the server may be the thing that is failing.
    api.post('/api/auth/sign-out', {}).catch(() => undefined);
    endLocalSession(queryClient);
    void navigate('/login', { replace: true });
  }, [status, queryClient, navigate]);
}
