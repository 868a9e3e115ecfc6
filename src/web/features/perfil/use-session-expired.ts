import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { messages } from '../../../shared/messages';
import { isApiError } from '../../lib/api';
import { endLocalSession } from '../../lib/session';

/**
 * SPEC §8: a profile action refused because the session is gone toasts 'Sessão expirada. Por favor, faça
 * login novamente.', signs out and goes to /login. Answers true when it handled the error.
 */
export function useSessionExpiredHandler(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || error.status !== 401) return false;
      toast.error(messages.sessionExpired);
      endLocalSession(queryClient);
      void navigate('/login', { replace: true });
      return true;
    },
    [queryClient, navigate],
  );
}
