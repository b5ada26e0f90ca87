import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';

export interface SubscriptionPdf {
  path: string | null;
  animal_name: string;
  business_line: string;
  animal_race_slug?: string;
  partner_key?: string | null;
  referrer_key?: string | null;
  payment_method?: string;
  amount?: number;
}

/** GET subscriptions/pdf (spec 000 §4, §7). */
export function fetchSubscriptionPdf(userToken: string): Promise<SubscriptionPdf> {
  return api.get<SubscriptionPdf>('subscriptions/pdf', { query: { user_token: userToken } });
}

/** spec 000 §4 "Confirmation": polled once per second until the PDF path is there. */
export function useSubscriptionPdf(userToken: string | null) {
  return useQuery({
    queryKey: ['subscription-pdf', userToken],
    queryFn: () => fetchSubscriptionPdf(userToken as string),
    enabled: !!userToken,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.path ? false : 1000),
    retry: 3,
  });
}
