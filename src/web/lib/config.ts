import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../shared/schemas/config';
import { api } from './api';

export type { AppConfig };

/** GET /api/config: public settings the server owns (the support chat link, checkout and promotion). */
export function configQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => api.get<AppConfig>('/api/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppConfig() {
  return useQuery(configQueryOptions());
}

export const SUPPORT_MESSAGE = 'Olá! Preciso de ajuda com a plataforma Bizu.';

/** The support chat link with the prefilled message (wa.me style: `?text=` or `&text=`). */
export function supportLink(supportUrl: string, message: string = SUPPORT_MESSAGE): string {
  const separator = supportUrl.includes('?') ? '&' : '?';
  return `${supportUrl}${separator}text=${encodeURIComponent(message)}`;
}
