import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarioFeed } from '../../../../shared/schemas/provas';
import { api } from '../../../lib/api';
import { provasKeys } from './keys';

/** GET /api/provas/calendario → the path of the student's private feed (made on first ask). */
export function getCalendarioFeed(signal?: AbortSignal): Promise<CalendarioFeed> {
  return api.get<CalendarioFeed>('/api/provas/calendario', { signal });
}

/** POST /api/provas/calendario → a new path; the old one stops working at once. */
export function regenerateCalendarioFeed(): Promise<CalendarioFeed> {
  return api.post<CalendarioFeed>('/api/provas/calendario', {});
}

export function calendarioFeedQueryOptions() {
  return queryOptions({
    queryKey: provasKeys.feed(),
    queryFn: ({ signal }) => getCalendarioFeed(signal),
    staleTime: Infinity,
  });
}

export function useCalendarioFeed() {
  return useQuery(calendarioFeedQueryOptions());
}

export function useRegenerateCalendarioFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarioFeed,
    onSuccess: (feed) => queryClient.setQueryData(provasKeys.feed(), feed),
  });
}
