import type { HorsePackName } from '@app/domain/schemas/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface SelectPackPayload {
  user_token: string;
  insurance_name: HorsePackName;
  deductible?: number;
  assista: boolean;
  insurance_product_id?: string | number;
  insurance_product_pbs_id?: string | number;
  master_policy_id?: string | number;
}

/** POST subscriptions/horse/select-pack (spec 000 §7): refusals on insurance_name, deductible. */
export function postSelectPack(payload: SelectPackPayload): Promise<{ user_token: string }> {
  return api.post<{ user_token: string }>('subscriptions/horse/select-pack', payload);
}

export function useSelectPack() {
  return useMutation({ mutationFn: postSelectPack });
}
