import type { SubscriptionQuickInit } from '@app/domain/schemas/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type QuickInitPayload = Omit<
  SubscriptionQuickInit,
  'animal_date_of_birth' | 'policy_start_date'
> & {
  animal_date_of_birth: string;
  policy_start_date: string;
  animal_race_slug?: string;
  animal_race2_slug?: string;
};

/** POST subscriptions/quick-init (spec 000 §3.4, §7): the quote and the cover at once. */
export function postQuickInit(payload: QuickInitPayload): Promise<{ user_token: string }> {
  return api.post<{ user_token: string }>('subscriptions/quick-init', payload);
}

export function useQuickInit() {
  return useMutation({ mutationFn: postQuickInit });
}
