import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST subscriptions/owner-information (spec 000 §7): the answer is not read. */
export function postOwnerInformation(payload: Record<string, unknown>): Promise<unknown> {
  return api.post<unknown>('subscriptions/owner-information', payload);
}

export function useOwnerInformation() {
  return useMutation({ mutationFn: postOwnerInformation });
}
