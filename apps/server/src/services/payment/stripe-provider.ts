import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider, PaymentStart } from './payment-provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local fake in tests. */
  apiBase: string;
  /** https://PUBLIC_HOST: where Stripe sends the customer back. */
  publicOrigin: string;
  fetch?: typeof fetch;
}

/** The parts of a Checkout Session the adapter reads. */
export interface CheckoutSession {
  id: string;
  url: string | null;
  status: string;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
}

export interface StripeEvent {
  id: string;
  type: string;
  data: { object: CheckoutSession };
}

/** Five minutes, Stripe's own tolerance for a webhook's timestamp. */
const webhookToleranceSeconds = 300;

/** CHF to rappen: Stripe counts in the smallest unit. */
export const toRappen = (amount: number) => Math.round(amount * 100);

/**
 * Stripe Checkout behind the PaymentProvider boundary (issue 11 item 9), with plain `fetch`
 * against its REST API: a Checkout Session per payment reference (the reference is the
 * Idempotency-Key, so asking again gives the same session), and two ways to learn the outcome,
 * both checked with Stripe itself: the customer's return (the session is read back from the API)
 * and the signed webhook (`Stripe-Signature`, HMAC-SHA256, five minutes). Nothing the browser
 * says is believed on its own. The reference never goes to the logs.
 */
export function createStripeProvider(options: StripeOptions) {
  const call = options.fetch ?? fetch;

  async function api<T>(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<T> {
    const response = await call(`${options.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) {
      // the status only: Stripe's message may repeat what was sent
      throw new Error(
        `Stripe API ${method} ${path.split('/').slice(0, 4).join('/')}: ${response.status}`,
      );
    }
    return (await response.json()) as T;
  }

  const returnUrl = (reference: string, outcome: 'paid' | 'cancel') =>
    `${options.publicOrigin}/api/payments/stripe/return?reference=${encodeURIComponent(reference)}&session_id={CHECKOUT_SESSION_ID}${outcome === 'cancel' ? '&outcome=cancel' : ''}`;

  return {
    name: 'stripe',

    async start(payment: PaymentStart) {
      const session = await api<CheckoutSession>(
        'POST',
        '/v1/checkout/sessions',
        {
          mode: 'payment',
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][currency]': 'chf',
          'line_items[0][price_data][unit_amount]': String(toRappen(payment.amount)),
          'line_items[0][price_data][product_data][name]': payment.description,
          client_reference_id: payment.reference,
          'metadata[reference]': payment.reference,
          locale: payment.locale,
          success_url: returnUrl(payment.reference, 'paid'),
          cancel_url: returnUrl(payment.reference, 'cancel'),
        },
        `checkout-${payment.reference}`,
      );
      if (!session.url) throw new Error('Stripe answered a session without a payment page');
      return { redirectUrl: session.url };
    },

    /** The session as Stripe has it (never the one the browser describes). */
    session(sessionId: string): Promise<CheckoutSession> {
      if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) {
        return Promise.reject(new Error('not a checkout session id'));
      }
      return api<CheckoutSession>('GET', `/v1/checkout/sessions/${sessionId}`);
    },

    /** Closes an unpaid session (the customer cancelled): it can no longer be paid. */
    async expire(sessionId: string): Promise<void> {
      await api('POST', `/v1/checkout/sessions/${sessionId}/expire`, {});
    },

    /** True when the session is this payment's, paid, in CHF, for exactly this amount. */
    isPaidFor(session: CheckoutSession, reference: string, amount: number): boolean {
      return (
        session.client_reference_id === reference &&
        session.payment_status === 'paid' &&
        session.currency === 'chf' &&
        session.amount_total === toRappen(amount)
      );
    },

    /** The webhook's event when its signature is Stripe's and recent, else null. */
    verifyWebhook(
      rawBody: string,
      signatureHeader: string | undefined,
      nowSeconds = Math.floor(Date.now() / 1000),
    ): StripeEvent | null {
      if (!signatureHeader) return null;
      const parts = signatureHeader.split(',').map((part) => part.split('='));
      const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
      if (
        !Number.isInteger(timestamp) ||
        Math.abs(nowSeconds - timestamp) > webhookToleranceSeconds
      ) {
        return null;
      }
      const expected = Buffer.from(
        createHmac('sha256', options.webhookSecret).update(`${timestamp}.${rawBody}`).digest('hex'),
      );
      const isSigned = parts
        .filter(([key]) => key === 'v1')
        .some(([, value]) => {
          const given = Buffer.from(value ?? '');
          return given.length === expected.length && timingSafeEqual(given, expected);
        });
      if (!isSigned) return null;
      try {
        return JSON.parse(rawBody) as StripeEvent;
      } catch {
        return null;
      }
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
