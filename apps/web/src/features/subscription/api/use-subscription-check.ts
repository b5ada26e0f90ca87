import type { SubscriptionCheck } from '@app/domain/schemas/answers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST subscriptions/check (spec 000 §4, §7): the stored subscription still exists. */
export function postSubscriptionCheck(userToken: string): Promise<SubscriptionCheck> {
  return api.post<SubscriptionCheck>('subscriptions/check', { user_token: userToken });
}

/** Runs on entry of every step (a new check per visit: `visit` changes with the route). */
export function useSubscriptionCheck(userToken: string | undefined, visit: string) {
  return useQuery({
    queryKey: ['subscription-check', userToken, visit],
    queryFn: () => postSubscriptionCheck(userToken as string),
    enabled: !!userToken,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
