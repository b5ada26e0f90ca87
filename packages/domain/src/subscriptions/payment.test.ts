import { describe, expect, it } from 'vitest';
import { choosePaymentMethod, paymentModesOf } from './payment';

const form = {
  payment_method: 'invoice' as const,
  payment_mode: 'halfyear' as const,
  policy_start_date: '2026-03-20',
  animal_date_of_birth: '01.06.2022',
};

describe('payment method (spec 000 §4)', () => {
  it('online is yearly and starts on the first startable month; invoice restores the start', () => {
    const online = choosePaymentMethod(form, 'online', '2026-03-10');
    expect(online).toEqual({
      payment_method: 'online',
      payment_mode: 'yearly',
      original_policy_start_date: '2026-03-20',
      policy_start_date: '2026-04-01',
    });
    const back = choosePaymentMethod({ ...form, ...online }, 'invoice', '2026-03-10');
    expect(back).toEqual({
      payment_method: 'invoice',
      payment_mode: 'yearly',
      policy_start_date: '2026-03-20',
      original_policy_start_date: undefined,
    });
  });

  it('switching to online twice keeps the start chosen first', () => {
    const once = choosePaymentMethod(form, 'online', '2026-03-10');
    const twice = choosePaymentMethod({ ...form, ...once }, 'online', '2026-03-10');
    expect(twice.original_policy_start_date).toBe('2026-03-20');
  });

  it('offers half-yearly payment by invoice only', () => {
    expect(paymentModesOf('online')).toEqual(['yearly']);
    expect(paymentModesOf('invoice')).toEqual(['yearly', 'halfyear']);
  });
});
