import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';

export interface PaymentStart {
  reference: string;
  /** CHF, a multiple of 5 centimes. */
  amount: number;
  description: string;
  locale: Locale;
}

/**
 * The card payment boundary (DEVELOPERS.md): a provider starts a payment and tells where to send
 * the customer. Its confirmation reaches the subscription service, which issues the policy only
 * for a payment the provider has confirmed. A real provider (Datatrans, Saferpay…) implements the
 * same interface and calls back through its webhook.
 */
export interface PaymentProvider {
  readonly name: string;
  start(payment: PaymentStart): Promise<{ redirectUrl: string }>;
}

/**
 * The built-in sandbox: our own test card page (served by routes/payment-sandbox), clearly
 * marked as a test. Its form carries a signature of the reference so that no other site can
 * confirm a payment on the customer's behalf.
 */
export function createSandboxProvider(secret: string) {
  const sign = (reference: string) =>
    createHmac('sha256', secret).update(`sandbox:${reference}`).digest('base64url');
  return {
    name: 'sandbox',
    async start(payment: PaymentStart) {
      return {
        redirectUrl: href(
          'subscription-test-payment',
          payment.locale,
          {},
          { reference: payment.reference },
        ),
      };
    },
    sign,
    verify(reference: string, signature: string): boolean {
      const expected = Buffer.from(sign(reference));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
