import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { payments, policies } from '../src/db/schema';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { createTestApp, csrfHeaders } from './helpers';
import { logCapture } from './log-capture';

/**
 * Issue 11 item 9: a real card provider (Stripe Checkout) behind the PaymentProvider boundary,
 * driven against a local fake of its API. The customer's return is not proof: the session is
 * read back from the provider (or its signed webhook is verified) before a policy is issued.
 */
const now = () => new Date('2026-03-10T09:00:00Z');
const secretKey = 'sk_test_fake';
const webhookSecret = 'whsec_fake';
let stripe: FakeStripe;
let app: FastifyInstance;
let headers: Record<string, string>;
const ids: Record<string, number> = {};
const urls = {
  successUrl: '/souscription/confirmation?token=x',
  failedUrl: '/souscription/dog/paiement?payment=failed',
};
const consent = { acceptTerms: true, certifyInformation: true, lca6Checkbox: true };

beforeAll(async () => {
  stripe = await startFakeStripe(secretKey);
  app = await createTestApp(
    {
      publicHost: 'www.alpaws.example',
      payment: {
        provider: 'stripe',
        stripe: { secretKey, webhookSecret, apiBase: stripe.apiBase },
      },
    },
    { now, startJobs: false },
  );
  headers = await csrfHeaders(app);
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url })).json<
      { id: number; slug?: string; name: string }[]
    >();
  ids.bouvier =
    (await get('/api/business-lines/dog/animal-races')).find((b) => b.slug === 'bouvier-bernois')
      ?.id ?? 0;
  ids.male = (await get('/api/business-lines/dog/animal-genders'))[0]?.id ?? 0;
  ids.madame = (await get('/api/salutations')).find((s) => s.name === 'Madame')?.id ?? 0;
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/subscriptions/${url}`, headers, payload });

async function throughOwner() {
  const init = await post('init', {
    business_line: 'dog',
    animal_name: 'Rex',
    animal_race_type: 'pure',
    animal_race_id: ids.bouvier,
    animal_date_of_birth: '15.01.2022',
    policy_start_date: '2026-04-01',
    email: 'anne.muster@example.ch',
  });
  const token = init.json().user_token as string;
  for (const [call, payload] of [
    ['customize', { deductible: 500, cover_diseases: true }],
    [
      'animal-information',
      {
        animal_identification: '756098100123456',
        animal_gender_id: ids.male,
        has_been_treated_lately: false,
      },
    ],
    [
      'owner-information',
      {
        salutation_id: ids.madame,
        first_name: 'Anne',
        last_name: 'Muster',
        owner_date_of_birth: '12.05.1985',
        email: 'anne.muster@example.ch',
        email_confirmation: 'anne.muster@example.ch',
        phone: '079 123 45 67',
        street_name: 'Rue de Bourg',
        building_number: '3',
        zip: '1003',
        city: 'Lausanne',
        country: 'CH',
      },
    ],
  ] as const) {
    const response = await post(call, { user_token: token, ...payload });
    expect(response.statusCode, `${call} ${response.body}`).toBe(200);
  }
  return token;
}

async function startCheckout() {
  const token = await throughOwner();
  const body = { user_token: token, payment_method: 'online', ...consent, ...urls };
  const response = await post('payment', body);
  expect(response.statusCode, response.body).toBe(200);
  const { reference, redirect_url: redirectUrl } = response.json() as {
    reference: string;
    redirect_url: string;
  };
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === reference);
  if (!session) throw new Error('no checkout session');
  return { token, body, reference, redirectUrl, session };
}

const policyOf = async (token: string) =>
  (await app.inject({ method: 'GET', url: `/api/subscriptions/pdf?user_token=${token}` })).json()
    .policy_number as string | null;

describe('Stripe Checkout', () => {
  it('sends the customer to a checkout session for the amount of the payment, in CHF', async () => {
    const { reference, redirectUrl, session } = await startCheckout();
    expect(redirectUrl).toBe(session.url);
    const [payment] = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(payment?.provider).toBe('stripe');
    expect(session.amount_total).toBe(Math.round(Number(payment?.amount) * 100));
    expect(session.currency).toBe('chf');
    expect(session.locale).toBe('fr');
    expect(session.success_url).toMatch(
      /^https:\/\/www\.alpaws\.example\/api\/payments\/stripe\/return\?/,
    );
    // the same reference always asks for the same session
    const creations = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions',
    );
    expect(creations.at(-1)?.idempotencyKey).toBe(`checkout-${reference}`);
  });

  it('answers the same session when the same payment request is sent again', async () => {
    const { body, redirectUrl } = await startCheckout();
    const again = await post('payment', body);
    expect(again.json().redirect_url).toBe(redirectUrl);
  });

  it('issues the policy when the customer returns from a session the provider says is paid', async () => {
    const { token, reference, session } = await startCheckout();
    const unpaid = await app.inject({
      method: 'GET',
      url: `/api/payments/stripe/return?reference=${reference}&session_id=${session.id}`,
    });
    expect(unpaid.statusCode).toBe(303);
    expect(unpaid.headers.location).toBe(urls.failedUrl);
    expect(await policyOf(token)).toBeNull();

    stripe.pay(session.id);
    const paid = await app.inject({
      method: 'GET',
      url: `/api/payments/stripe/return?reference=${reference}&session_id=${session.id}`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(urls.successUrl);
    expect(await policyOf(token)).toMatch(/^26\d{8}$/);
  });

  it('does not let a paid session of another payment confirm this one', async () => {
    const victim = await startCheckout();
    const attacker = await startCheckout();
    stripe.pay(attacker.session.id);
    const forged = await app.inject({
      method: 'GET',
      url: `/api/payments/stripe/return?reference=${victim.reference}&session_id=${attacker.session.id}`,
    });
    expect(forged.headers.location).toBe(urls.failedUrl);
    expect(await policyOf(victim.token)).toBeNull();
    const [payment] = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, victim.reference));
    expect(payment?.status).toBe('pending');
  });

  it('issues the policy once from a signed webhook, and refuses unsigned or stale ones', async () => {
    const { token, reference, session } = await startCheckout();
    stripe.pay(session.id);
    const webhook = (body: string, signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    const event = stripe.signedEvent('checkout.session.completed', session, webhookSecret);
    expect((await webhook(event.body, 't=1,v1=00')).statusCode).toBe(400);
    const stale = stripe.signedEvent(
      'checkout.session.completed',
      session,
      webhookSecret,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await webhook(stale.body, stale.signature)).statusCode).toBe(400);
    const other = stripe.signedEvent('checkout.session.completed', session, 'whsec_other');
    expect((await webhook(other.body, other.signature)).statusCode).toBe(400);
    expect(await policyOf(token)).toBeNull();

    expect((await webhook(event.body, event.signature)).statusCode).toBe(200);
    expect((await webhook(event.body, event.signature)).statusCode).toBe(200);
    const number = await policyOf(token);
    expect(number).toMatch(/^26\d{8}$/);
    const issued = await app.database.db
      .select()
      .from(policies)
      .where(eq(policies.number, number ?? ''));
    expect(issued).toHaveLength(1);
    const [payment] = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(payment?.status).toBe('succeeded');
  });

  it('marks the payment failed when the customer cancels, and expires the session', async () => {
    const { token, reference, session } = await startCheckout();
    const cancelled = await app.inject({
      method: 'GET',
      url: `/api/payments/stripe/return?reference=${reference}&session_id=${session.id}&outcome=cancel`,
    });
    expect(cancelled.headers.location).toBe(urls.failedUrl);
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect(await policyOf(token)).toBeNull();
  });

  it('has no sandbox confirmation route', () => {
    expect(app.hasRoute({ method: 'POST', url: '/souscription/paiement-test' })).toBe(false);
    expect(app.hasRoute({ method: 'POST', url: '/api/payments/stripe/webhook' })).toBe(true);
  });
});

describe('payment provider at start', () => {
  it('refuses to start in production with the sandbox unless it is asked for explicitly', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 's' }, { dataDir: ':memory:' }),
    ).toThrow(/PAYMENT_PROVIDER/);
    const explicit = loadConfig(
      { NODE_ENV: 'production', APP_SECRET: 's', PAYMENT_PROVIDER: 'sandbox' },
      { dataDir: ':memory:' },
    );
    expect(explicit.payment.provider).toBe('sandbox');
  });

  it('refuses Stripe without its keys, and an unknown provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' }, { dataDir: ':memory:' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' }, { dataDir: ':memory:' })).toThrow(
      /not available/,
    );
    const stripeConfig = loadConfig(
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' },
      { dataDir: ':memory:' },
    );
    expect(stripeConfig.payment).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk', webhookSecret: 'wh', apiBase: 'https://api.stripe.com' },
    });
  });

  it('warns loudly when the sandbox runs in production', async () => {
    const { lines, stream } = logCapture();
    const sandbox = await createTestApp(
      { isProduction: true, payment: { provider: 'sandbox' } },
      { logger: { stream }, startJobs: false },
    );
    await sandbox.close();
    const warning = lines.map((line) => JSON.parse(line)).find((line) => /SANDBOX/.test(line.msg));
    expect(warning?.level).toBeGreaterThanOrEqual(40);
  });
});
