import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST subscriptions/init (spec 000 §7): the whole quote form; answers the user token. */
export function postSubscriptionInit(
  payload: Record<string, unknown>,
): Promise<{ user_token: string }> {
  return api.post<{ user_token: string }>('subscriptions/init', payload);
}

export function useSubscriptionInit() {
  return useMutation({ mutationFn: postSubscriptionInit });
}
