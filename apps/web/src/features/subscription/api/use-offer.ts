import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST subscriptions/offer (spec 000 §7): the offer request with the consent flags. */
export function postOffer(payload: Record<string, unknown>): Promise<{ reference?: string }> {
  return api.post<{ reference?: string }>('subscriptions/offer', payload);
}

export function useOffer() {
  return useMutation({ mutationFn: postOffer });
}
