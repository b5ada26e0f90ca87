import { contentApi } from '@app/domain/content/api-paths';
import type { Locale } from '@app/domain/locale';
import type { Job } from '@app/domain/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/content/jobs: the open positions (content/jobs), in the page's language. */
export function useJobs(locale: Locale) {
  return useQuery({
    queryKey: [contentApi.jobs(locale)],
    queryFn: ({ signal }) => api.get<Job[]>(contentApi.jobs(locale), { locale, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
