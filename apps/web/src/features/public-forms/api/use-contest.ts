import type { ContestForm } from '@app/domain/forms/public-constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET contests/{name} (decisions.md "Contests and draws"). */
export interface ContestState {
  contest: ContestForm;
  /** DD.MM.YYYY, null while the draw date is not announced. */
  draw_date: string | null;
  is_open: boolean;
  redirect_url?: string;
}

/** Whether a contest takes entries, its draw date and (CHI) the page to go to after entering. */
export function useContest(contest: ContestForm) {
  return useQuery({
    queryKey: ['contest', contest],
    queryFn: ({ signal }) => api.get<ContestState>(`contests/${contest}`, { signal }),
    staleTime: 60_000,
  });
}
