import type { PaymentMethod, PaymentMode } from '../constants';
import { parseDate } from '../dates/calendar';
import { onlineStartDates } from '../dates/start-window';

/** The payment choices of the wizard's last step (spec 000 §3.1) and what they depend on. */
export interface PaymentChoice {
  payment_method: PaymentMethod;
  payment_mode: PaymentMode;
  policy_start_date: string;
  /** The start date chosen before switching to online payment (restored with invoice). */
  original_policy_start_date?: string | undefined;
  animal_date_of_birth: string;
}

/** spec 000 §4: online (card) payment is yearly only; an invoice may be yearly or half-yearly. */
export function paymentModesOf(method: PaymentMethod): readonly PaymentMode[] {
  return method === 'online' ? ['yearly'] : ['yearly', 'halfyear'];
}

/**
 * spec 000 §4 "Payment step": online payment is yearly and starts on the first startable month
 * (the start chosen before is kept aside); invoice restores the start chosen before.
 */
export function choosePaymentMethod(
  current: PaymentChoice,
  method: PaymentMethod,
  today: string,
): Omit<PaymentChoice, 'animal_date_of_birth'> {
  if (method === 'online') {
    const birth = parseDate(current.animal_date_of_birth);
    const first = birth ? onlineStartDates(birth, today)[0] : undefined;
    return {
      payment_method: 'online',
      payment_mode: 'yearly',
      original_policy_start_date: current.original_policy_start_date ?? current.policy_start_date,
      policy_start_date: first ?? current.policy_start_date,
    };
  }
  return {
    payment_method: 'invoice',
    payment_mode: current.payment_mode,
    policy_start_date: current.original_policy_start_date ?? current.policy_start_date,
    original_policy_start_date: undefined,
  };
}
