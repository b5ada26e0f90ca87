import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withoutPersonalData } from '../src/http/logging';
import { createTestApp, csrfHeaders } from './helpers';

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

/** Issue 11 item 10: a payment reference is a bearer secret of the payment: never logged. */
describe('request logs', () => {
  it('redact payment references, signatures and Stripe session ids in paths and queries', async () => {
    const { lines, stream } = logCapture();
    const app = await createTestApp({ logLevel: 'info' }, { logger: { stream }, startJobs: false });
    try {
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
    } finally {
      await app.close();
    }
  });
});

describe('personal data in log entries', () => {
  it("never reaches a line, at any depth, in arrays or in an error's own fields", async () => {
    const { lines, stream } = logCapture();
    const app = await createTestApp({ logLevel: 'info' }, { logger: { stream }, startJobs: false });
    try {
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
    } finally {
      await app.close();
    }
  });

  it('leaves the CSRF token of a request out of its access lines', async () => {
    const { lines, stream } = logCapture();
    const app = await createTestApp({ logLevel: 'info' }, { logger: { stream }, startJobs: false });
    try {
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
    } finally {
      await app.close();
    }
  });

  it('copies nothing when there is nothing to replace, and never changes what it was given', () => {
    const clean = { reqId: 'req-1', res: { statusCode: 200 }, list: [1, { a: 'b' }] };
    expect(withoutPersonalData(clean)).toBe(clean);
    const personal = { user: { first_name: 'Anna', age: 3 } };
    expect(withoutPersonalData(personal)).toEqual({ user: { first_name: '[redacted]', age: 3 } });
    expect(personal.user.first_name).toBe('Anna');
    const when = new Date(0);
    expect(withoutPersonalData({ when })).toEqual({ when });
  });

  it('leaves out whole what nests deeper than eight levels', () => {
    let nested: Record<string, unknown> = { email: 'deep@example.ch' };
    for (let level = 0; level < 10; level += 1) nested = { next: nested };
    expect(JSON.stringify(withoutPersonalData(nested))).not.toContain('example.ch');
    expect(JSON.stringify(withoutPersonalData(nested))).toContain('[redacted]');
  });
});

describe('the access log', () => {
  it('writes one line a request at info: method, path, client, status and time', async () => {
    const { lines, stream } = logCapture();
    const app = await createTestApp({ logLevel: 'info' }, { logger: { stream }, startJobs: false });
    try {
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
    } finally {
      await app.close();
    }
  });

  it("adds the line of the request's arrival at debug", async () => {
    const { lines, stream } = logCapture();
    const app = await createTestApp(
      { logLevel: 'debug' },
      { logger: { stream }, startJobs: false },
    );
    try {
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
    } finally {
      await app.close();
    }
  });
});
