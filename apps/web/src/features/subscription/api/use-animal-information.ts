import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST subscriptions/animal-information (spec 000 §7). */
export function postAnimalInformation(
  payload: Record<string, unknown>,
): Promise<{ user_token: string }> {
  return api.post<{ user_token: string }>('subscriptions/animal-information', payload);
}

export function useAnimalInformation() {
  return useMutation({ mutationFn: postAnimalInformation });
}
