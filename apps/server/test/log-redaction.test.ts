import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

/** Issue 11 item 10: a payment reference is a bearer secret of the payment: never logged. */
describe('request logs', () => {
  it('redact payment references, signatures and Stripe session ids in paths and queries', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
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
