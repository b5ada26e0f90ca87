import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import { routeTable } from '@app/domain/routes';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../http/errors';
import { escapeHtml } from '../../http/html';
import type { SandboxProvider } from '../../services/payment/payment-provider';
import type { SubscriptionService } from '../../services/subscriptions/subscription-service';

const texts = {
  fr: {
    title: 'Page de paiement de test',
    banner: 'TEST — environnement de démonstration : aucune carte n’est débitée.',
    amount: 'Montant',
    card: 'Numéro de carte (test)',
    pay: 'Payer (test)',
    refuse: 'Refuser le paiement (test)',
    done: 'Ce paiement est déjà traité.',
  },
  de: {
    title: 'Testzahlungsseite',
    banner: 'TEST — Demo-Umgebung: Es wird keine Karte belastet.',
    amount: 'Betrag',
    card: 'Kartennummer (Test)',
    pay: 'Zahlen (Test)',
    refuse: 'Zahlung ablehnen (Test)',
    done: 'Diese Zahlung wurde bereits verarbeitet.',
  },
} as const;

const css = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b2b3a}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}
.banner{background:#7a1f00;color:#fff;padding:.75rem 1rem;font-weight:700}
label{display:block;margin:1rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.6rem 1rem;margin:1rem .5rem 0 0;border-radius:4px;border:2px solid #0b5d4a;cursor:pointer}
.pay{background:#0b5d4a;color:#fff}.refuse{background:#fff;color:#7a1f00;border-color:#7a1f00}
button:focus-visible,input:focus-visible{outline:3px solid #1a56db;outline-offset:2px}`;

/**
 * The sandbox provider's test card page (no script, CSP-safe): clearly marked as a test, it
 * confirms or refuses the payment server-side, then sends the customer to the return address.
 */
export async function paymentSandboxRoutes(
  app: FastifyInstance,
  options: { subscriptions: SubscriptionService; provider: SandboxProvider },
) {
  const { subscriptions, provider } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/sandbox-payment.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(css),
  );

  for (const locale of ['fr', 'de'] as const satisfies Locale[]) {
    const path = routeTable['subscription-test-payment'][locale];
    const t = texts[locale];

    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const reference = String((request.query as { reference?: string }).reference ?? '');
      const { payment } = await subscriptions.paymentOf(reference);
      const isPending = payment.status === 'pending';
      const amount = Number(payment.amount).toFixed(2);
      const form = isPending
        ? `<form method="post" action="${escapeHtml(path)}">
  <input type="hidden" name="reference" value="${escapeHtml(reference)}">
  <input type="hidden" name="signature" value="${escapeHtml(provider.sign(reference))}">
  <label for="card">${t.card}</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
  <button class="pay" type="submit" name="outcome" value="succeeded">${t.pay}</button>
  <button class="refuse" type="submit" name="outcome" value="failed">${t.refuse}</button>
</form>`
        : `<p>${t.done}</p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t.title} | ${brand.name}</title><link rel="stylesheet" href="/sandbox-payment.css"></head>
<body><p class="banner" role="alert">${t.banner}</p><main><h1>${t.title}</h1>
<p>${t.amount}: <strong>CHF ${amount}</strong> · ${escapeHtml(brand.name)}</p>${form}</main></body></html>`);
    });

    app.post(
      path,
      // a plain HTML form of our own page (no script to add the CSRF header): the HMAC of the
      // reference it carries is its protection (decisions.md "Protection per route")
      { schema: { hide: true }, config: { csrf: false } },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, string | undefined>;
        const reference = body.reference ?? '';
        const outcome = body.outcome === 'succeeded' ? 'succeeded' : 'failed';
        if (!provider.verify(reference, body.signature ?? '')) {
          throw new DomainError(403, 'errors.csrf');
        }
        const { redirect } = await subscriptions.confirmPayment(reference, outcome);
        return reply.redirect(redirect, 303);
      },
    );
  }
}
