import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../db/errors';
import type { StripeProvider } from '../../services/payment/stripe-provider';
import type { SubscriptionService } from '../../services/subscriptions/subscription-service';

const webhookBodyLimit = 256 * 1024;

/**
 * The Stripe provider's two ways back (decisions.md "Card payments with Stripe"): the customer's
 * return from the Checkout page, and Stripe's signed webhook. Both ask Stripe (or verify its
 * signature) before the subscription service confirms anything; confirming twice changes nothing.
 */
export async function paymentStripeRoutes(
  app: FastifyInstance,
  options: { subscriptions: SubscriptionService; provider: StripeProvider },
) {
  const { subscriptions, provider } = options;

  /** The payment's outcome as Stripe has it; the answer is where to send the customer. */
  async function settle(reference: string, sessionId: string, isCancel: boolean) {
    const { payment } = await subscriptions.paymentOf(reference);
    const urls = await subscriptions.returnUrlsOf(reference);
    let session: Awaited<ReturnType<StripeProvider['session']>>;
    try {
      session = await provider.session(sessionId);
    } catch (error) {
      app.log.warn({ error: loggableError(error) }, 'stripe: session not readable');
      return urls.failedUrl;
    }
    if (session.client_reference_id !== reference) return urls.failedUrl;
    if (provider.isPaidFor(session, reference, Number(payment.amount))) {
      return (await subscriptions.confirmPayment(reference, 'succeeded')).redirect;
    }
    if (isCancel && session.payment_status !== 'paid') {
      await provider.expire(session.id).catch(() => undefined);
      return (await subscriptions.confirmPayment(reference, 'failed')).redirect;
    }
    // not paid yet (or not as agreed): nothing changes; the webhook may still confirm it
    return urls.failedUrl;
  }

  app.get('/api/payments/stripe/return', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const reference = typeof query.reference === 'string' ? query.reference : '';
    const sessionId = typeof query.session_id === 'string' ? query.session_id : '';
    const redirect = await settle(reference, sessionId, query.outcome === 'cancel');
    return reply.header('cache-control', 'no-store').redirect(redirect, 303);
  });

  await app.register(async (webhook) => {
    // the signature covers the exact bytes: this route reads its body as text
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: webhookBodyLimit },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/api/payments/stripe/webhook',
      // called by Stripe, not a browser: its signature replaces the CSRF pair
      { schema: { hide: true }, config: { csrf: false } },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const event = provider.verifyWebhook(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
        if (!event) return reply.code(400).send({ message: 'invalid signature' });
        const session = event.data?.object;
        const reference = session?.client_reference_id ?? '';
        if (!reference) return { received: true };
        try {
          const { payment } = await subscriptions.paymentOf(reference);
          if (
            (event.type === 'checkout.session.completed' ||
              event.type === 'checkout.session.async_payment_succeeded') &&
            provider.isPaidFor(session, reference, Number(payment.amount))
          ) {
            await subscriptions.confirmPayment(reference, 'succeeded');
          } else if (
            event.type === 'checkout.session.expired' ||
            event.type === 'checkout.session.async_payment_failed'
          ) {
            await subscriptions.confirmPayment(reference, 'failed');
          }
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 404) return { received: true };
          throw error;
        }
        return { received: true };
      },
    );
  });
}
