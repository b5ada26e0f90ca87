import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { loggableError } from '../src/db/errors';
import { withoutPersonalData } from '../src/http/logging';
import { csrfHeaders } from './helpers';
import { withLoggedApp } from './log-capture';

/** Issue 11 item 10: a payment reference is a bearer secret of the payment: never logged. */
describe('request logs', () => {
  it('redact payment references, signatures and Stripe session ids in paths and queries', () =>
    withLoggedApp('info', async (app, lines) => {
      const reference = 'P0123456789ABCDEF01';
      await app.inject({
        method: 'GET',
        url: `/souscription/paiement-test?reference=${reference}`,
      });
      await app.inject({
        method: 'GET',
        url: `/de/abschliessen/testzahlung?reference=${reference}&signature=c2lnbmF0dXJl`,
      });
      const sessionId = 'cs_test_a1B2c3D4e5F6g7H8i9J0';
      await app.inject({
        method: 'GET',
        url: `/api/payments/stripe/return?reference=${reference}&session_id=${sessionId}`,
      });
      const log = lines.join('');
      expect(log).toContain('paiement-test');
      expect(log).toContain('/api/payments/stripe/return?');
      expect(log).not.toContain(reference);
      expect(log).not.toContain('c2lnbmF0dXJl');
      expect(log).not.toContain(sessionId);
    }));
});

describe('personal data in log entries', () => {
  it("never reaches a line, at any depth, in arrays or in an error's own fields", () =>
    withLoggedApp('info', async (app, lines) => {
      app.log.info(
        {
          email: 'top@example.ch',
          claim: { policy_number: 'P-1', owner: { iban: 'CH9300762011623852957' } },
          rows: [{ phone: '+41791234567', kept: 'row kept' }, 'item kept'],
          headers: { cookie: 'XSRF-TOKEN=cookie-secret', 'x-xsrf-token': 'header-secret' },
        },
        'entry',
      );
      const error = Object.assign(new Error('refused'), {
        code: 'E_TEST',
        config: { data: { new_email: 'new@example.ch' } },
      });
      app.log.error({ err: error }, 'failed');
      const [entry, failed] = lines.map((line) => JSON.parse(line));
      expect(entry).toMatchObject({
        msg: 'entry',
        email: '[redacted]',
        claim: { policy_number: 'P-1', owner: { iban: '[redacted]' } },
        rows: [{ phone: '[redacted]', kept: 'row kept' }, 'item kept'],
        headers: { cookie: '[redacted]', 'x-xsrf-token': '[redacted]' },
      });
      expect(failed).toMatchObject({
        msg: 'failed',
        err: {
          type: 'Error',
          message: 'refused',
          code: 'E_TEST',
          config: { data: { new_email: '[redacted]' } },
        },
      });
      const log = lines.join('');
      for (const secret of ['example.ch', 'CH93', '+4179', 'cookie-secret', 'header-secret'])
        expect(log).not.toContain(secret);
    }));

  it('leaves the CSRF token of a request out of its access lines', () =>
    withLoggedApp('info', async (app, lines) => {
      const headers = await csrfHeaders(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/business-lines/dog/price',
        headers,
        payload: { animal_name: 'Rex', locale: 'fr' },
      });
      expect(response.statusCode).toBe(422);
      const log = lines.join('');
      expect(log).toContain('/api/business-lines/dog/price');
      expect(log).not.toContain(headers['x-xsrf-token']);
    }));

  it('copies nothing when there is nothing to replace, and never changes what it was given', () => {
    const clean = { reqId: 'req-1', res: { statusCode: 200 }, list: [1, { a: 'b' }] };
    expect(withoutPersonalData(clean)).toBe(clean);
    const personal = { user: { first_name: 'Anna', age: 3 } };
    expect(withoutPersonalData(personal)).toEqual({ user: { first_name: '[redacted]', age: 3 } });
    expect(personal.user.first_name).toBe('Anna');
    const when = new Date(0);
    expect(withoutPersonalData({ when })).toEqual({ when });
  });

  it("walks what an object's toJSON answers, and masks e-mail addresses inside texts", () =>
    withLoggedApp('info', async (app, lines) => {
      class Customer {
        constructor(private readonly email: string) {}
        toJSON() {
          return { id: 7, email: this.email };
        }
      }
      app.log.info({ customer: new Customer('anna@example.ch') }, 'customer');
      // a mail server's refusal quotes the recipient: nodemailer puts it in the message
      const refusal = new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <anna.muster@example.ch>: Recipient address rejected",
      );
      app.log.error({ error: loggableError(refusal) }, 'job failed');
      app.log.error({ err: refusal }, 'failed');
      const [customer, jobFailed, failed] = lines.map((line) => JSON.parse(line));
      expect(customer.customer).toEqual({ id: 7, email: '[redacted]' });
      expect(jobFailed.error).toMatchObject({
        type: 'Error',
        message:
          "Can't send mail - all recipients were rejected: 550 5.1.1 <[redacted]>: Recipient address rejected",
      });
      expect(failed.err.message).toBe(jobFailed.error.message);
      expect(lines.join('')).not.toContain('example.ch');
      // a stack's module paths are no addresses
      const frame = 'at f (/srv/node_modules/@fastify/rate-limit/index.js:245:31)';
      expect(withoutPersonalData(frame)).toBe(frame);
    }));

  it('masks the addresses of a long text without hanging the server (no backtracking blow-up)', () => {
    // 1 MB of what the pattern could backtrack over: quadratic, this took minutes
    const text = `${'a'.repeat(1_000_000)}@ and ${'a@b'.repeat(100_000)} to anna@example.ch`;
    const masked = withoutPersonalData(text) as string;
    expect(masked.endsWith(' to [redacted]')).toBe(true);
    expect(masked.length).toBe(text.length - 'anna@example.ch'.length + '[redacted]'.length);
  });

  it('censors header names in any case and the raw bytes of a request Node could not parse', () => {
    expect(
      withoutPersonalData({
        headers: { Cookie: 'XSRF-TOKEN=secret', Authorization: 'Basic c2VjcmV0', Host: 'a' },
        err: { code: 'HPE_INVALID_METHOD', rawPacket: Buffer.from('POST / HTTP/1.1\r\nCookie: x') },
      }),
    ).toEqual({
      headers: { Cookie: '[redacted]', Authorization: '[redacted]', Host: 'a' },
      err: { code: 'HPE_INVALID_METHOD', rawPacket: '[redacted]' },
    });
  });

  it('cuts a cycle where it comes round', () => {
    const node: Record<string, unknown> = { a: 1 };
    node.self = node;
    // what pino itself writes of a cycle, one level down, however many objects it goes through
    expect(withoutPersonalData(node)).toEqual({ a: 1, self: '[Circular]' });
    const personal: Record<string, unknown> = { email: 'x@example.ch' };
    personal.self = personal;
    expect(withoutPersonalData(personal)).toEqual({ email: '[redacted]', self: '[Circular]' });
  });

  it('leaves out whole what nests deeper than eight levels', () => {
    let nested: Record<string, unknown> = { email: 'deep@example.ch' };
    for (let level = 0; level < 10; level += 1) nested = { next: nested };
    expect(JSON.stringify(withoutPersonalData(nested))).not.toContain('example.ch');
    expect(JSON.stringify(withoutPersonalData(nested))).toContain('[redacted]');
  });
});

describe('the access log', () => {
  it('writes one line a request at info: method, path, client, status and time', () =>
    withLoggedApp('info', async (app, lines) => {
      const response = await app.inject({ method: 'GET', url: '/api/csrf' });
      expect(response.statusCode).toBe(200);
      const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url: '/api/csrf', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
      });
      expect(entries[0].responseTime).toEqual(expect.any(Number));
    }));

  it('writes a line for a request whose client gives up before the answer', () =>
    withLoggedApp('info', async (app, lines) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const csrf = await csrfHeaders(app);
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      // a body announced and never sent in full: the server waits for it, the client leaves
      socket.write(
        'POST /api/business-lines/dog/price HTTP/1.1\r\nHost: localhost\r\n' +
          `Cookie: ${csrf.cookie}\r\nX-XSRF-Token: ${csrf['x-xsrf-token']}\r\n` +
          'X-Requested-With: XMLHttpRequest\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a"',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
      await vi.waitFor(() => expect(lines.join('')).toContain('request aborted'), {
        timeout: 5000,
      });
      const entries = lines.map((line) => JSON.parse(line));
      const aborted = entries.find((entry) => entry.msg === 'request aborted');
      expect(aborted).toMatchObject({
        level: 30,
        req: { method: 'POST', url: '/api/business-lines/dog/price' },
      });
      // its answer was never sent: no completed line
      const ofIt = entries.filter((entry) => entry.reqId === aborted.reqId);
      expect(ofIt.map((entry) => entry.msg)).not.toContain('request completed');
    }));

  it("adds the line of the request's arrival at debug", () =>
    withLoggedApp('debug', async (app, lines) => {
      await app.inject({ method: 'GET', url: '/api/csrf' });
      const messages = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId);
      expect(messages.map((entry) => [entry.level, entry.msg])).toEqual([
        [20, 'incoming request'],
        [30, 'request completed'],
      ]);
      expect(messages[0].req).toEqual({
        method: 'GET',
        url: '/api/csrf',
        remoteAddress: '127.0.0.1',
      });
    }));
});
