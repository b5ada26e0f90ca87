import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface PaymentAnswer {
  reference: string;
  /** Online payment: the card payment page to send the browser to. */
  redirect_url?: string;
}

/** POST subscriptions/payment (spec 000 §7): the subscription, paid online or by invoice. */
export function postPayment(payload: Record<string, unknown>): Promise<PaymentAnswer> {
  return api.post<PaymentAnswer>('subscriptions/payment', payload);
}

export function usePayment() {
  return useMutation({ mutationFn: postPayment });
}
