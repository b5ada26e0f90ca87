import { describe, expect, it } from 'vitest';
import {
  isPdfComplete,
  nextPdfPoll,
  pdfPollingLimitMs,
  type SubscriptionPdf,
} from './use-subscription-pdf';

const waiting: SubscriptionPdf = { path: null, animal_name: 'Rex', business_line: 'dog' };
const policy = {
  ...waiting,
  path: '/api/subscriptions/documents/p',
  request_type: 'subscription' as const,
};

describe('confirmation polling (spec 000 §4, §9; issue 12)', () => {
  it('asks once a second until the limit of 30 seconds, then stops', () => {
    expect(nextPdfPoll(waiting, 0, 1_000)).toBe(1_000);
    expect(nextPdfPoll(waiting, 0, pdfPollingLimitMs - 1)).toBe(1_000);
    expect(nextPdfPoll(waiting, 0, pdfPollingLimitMs)).toBe(false);
  });

  it('waits for the invoice of an invoice payment, not for a card payment or an offer', () => {
    expect(isPdfComplete({ ...policy, payment_method: 'invoice' })).toBe(false);
    expect(isPdfComplete({ ...policy, payment_method: 'invoice', invoice_path: '/i' })).toBe(true);
    expect(isPdfComplete({ ...policy, payment_method: 'online' })).toBe(true);
    expect(isPdfComplete({ ...policy, request_type: 'offer', payment_method: 'invoice' })).toBe(
      true,
    );
    expect(nextPdfPoll({ ...policy, payment_method: 'online' }, 0, 1_000)).toBe(false);
  });
});
