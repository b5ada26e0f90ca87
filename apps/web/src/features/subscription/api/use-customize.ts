import type { SubscriptionCustomize } from '@app/domain/schemas/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST subscriptions/customize (spec 000 §7): dog/cat cover. */
export function postCustomize(payload: SubscriptionCustomize): Promise<{ user_token: string }> {
  return api.post<{ user_token: string }>('subscriptions/customize', payload);
}

export function useCustomize() {
  return useMutation({ mutationFn: postCustomize });
}
