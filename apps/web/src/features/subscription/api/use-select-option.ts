import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface SelectOptionPayload {
  user_token: string;
  option_name: string;
  horse_death_insurance_base_product_id?: number;
  invalidite: boolean;
  poulain: boolean;
  cover_disability: boolean;
  /** Asked next to the foal option (a mare's foal, decisions.md). */
  animal_gender_id?: number;
}

/**
 * POST subscriptions/horse/select-option (spec 000 §7): refusals on the product, invalidite,
 * poulain, and "no cover at all" on insurance_name.
 */
export function postSelectOption(payload: SelectOptionPayload): Promise<{ user_token: string }> {
  return api.post<{ user_token: string }>('subscriptions/horse/select-option', payload);
}

export function useSelectOption() {
  return useMutation({ mutationFn: postSelectOption });
}
