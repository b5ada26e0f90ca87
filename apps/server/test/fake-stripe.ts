import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  locale: string;
}

export interface FakeStripe {
  readonly apiBase: string;
  readonly sessions: Map<string, FakeSession>;
  /** Requests received (method, path, idempotency key). */
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** The customer pays on the provider's page. */
  pay(sessionId: string): void;
  /** A webhook event as the provider signs it (`Stripe-Signature: t=…,v1=…`). */
  signedEvent(
    type: string,
    session: FakeSession,
    secret: string,
    at?: number,
  ): {
    body: string;
    signature: string;
  };
  close(): Promise<void>;
}

/**
 * A local stand-in for the parts of Stripe's REST API the adapter uses (Checkout Sessions:
 * create with an Idempotency-Key, retrieve, expire), started on the loopback by the tests.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: FakeStripe['requests'] = [];
  let base = '';
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const path = (request.url ?? '').split('?')[0] ?? '';
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path, idempotencyKey });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return send(200, sessions.get(known));
        const form = new URLSearchParams(body);
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `${base}/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total:
            Number(form.get('line_items[0][price_data][unit_amount]')) *
            Number(form.get('line_items[0][quantity]') ?? 1),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: form.get('client_reference_id') ?? '',
          metadata: { reference: form.get('metadata[reference]') ?? '' },
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          locale: form.get('locale') ?? '',
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
      const session = match ? sessions.get(match[1] as string) : undefined;
      if (!session) return send(404, { error: { type: 'invalid_request_error' } });
      if (request.method === 'GET' && !match?.[2]) return send(200, session);
      if (request.method === 'POST' && match?.[2]) {
        if (session.status === 'open') session.status = 'expired';
        return send(200, session);
      }
      return send(404, { error: { type: 'invalid_request_error' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    apiBase: base,
    sessions,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
    },
    signedEvent(type, session, secret, at = Math.floor(Date.now() / 1000)) {
      const body = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type,
        data: { object: session },
      });
      const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
      return { body, signature: `t=${at},v1=${v1}` };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
