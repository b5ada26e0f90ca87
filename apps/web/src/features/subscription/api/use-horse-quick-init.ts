import type { HorseQuickInit } from '@app/domain/schemas/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type HorseQuickInitPayload = Omit<
  HorseQuickInit,
  'animal_date_of_birth' | 'policy_start_date'
> & { animal_date_of_birth: string; policy_start_date: string };

/** POST subscriptions/horse/quick-init (spec 000 §3.2, §7): the horse quick quote. */
export function postHorseQuickInit(
  payload: HorseQuickInitPayload,
): Promise<{ user_token: string }> {
  return api.post<{ user_token: string }>('subscriptions/horse/quick-init', payload);
}

export function useHorseQuickInit() {
  return useMutation({ mutationFn: postHorseQuickInit });
}
