import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../../lib/api';
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
    const answer = { data: waiting, error: null };
    expect(nextPdfPoll(answer, 0, 1_000)).toBe(1_000);
    expect(nextPdfPoll(answer, 0, pdfPollingLimitMs - 1)).toBe(1_000);
    expect(nextPdfPoll(answer, 0, pdfPollingLimitMs)).toBe(false);
  });

  it('stops at a refusal (an unknown token), asks again after a failure of the server', () => {
    const unknown = new ValidationError('Cette demande est introuvable.', {});
    expect(nextPdfPoll({ data: undefined, error: unknown }, 0, 1_000)).toBe(false);
    const notFound = new ApiError(404, 'Not Found', null);
    expect(nextPdfPoll({ data: undefined, error: notFound }, 0, 1_000)).toBe(false);
    const down = new ApiError(503, 'Service Unavailable', null);
    expect(nextPdfPoll({ data: undefined, error: down }, 0, 1_000)).toBe(1_000);
    expect(nextPdfPoll({ data: waiting, error: new TypeError('Failed to fetch') }, 0, 1_000)).toBe(
      1_000,
    );
  });

  it('waits for the invoice of an invoice payment, not for a card payment or an offer', () => {
    expect(isPdfComplete({ ...policy, payment_method: 'invoice' })).toBe(false);
    expect(isPdfComplete({ ...policy, payment_method: 'invoice', invoice_path: '/i' })).toBe(true);
    expect(isPdfComplete({ ...policy, payment_method: 'online' })).toBe(true);
    expect(isPdfComplete({ ...policy, request_type: 'offer', payment_method: 'invoice' })).toBe(
      true,
    );
    expect(
      nextPdfPoll({ data: { ...policy, payment_method: 'online' }, error: null }, 0, 1_000),
    ).toBe(false);
  });
});
