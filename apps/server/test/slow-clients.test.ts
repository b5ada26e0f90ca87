import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp } from './helpers';

/**
 * Issue 11 item 5: a client that sends its headers or its body slowly is cut off after a
 * bounded time (408 where HTTP still allows an answer), not held forever.
 */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await createTestApp(
    { timeouts: { headersMs: 1000, requestMs: 2000, idleMs: 1500 } },
    { startJobs: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/** Writes `chunks` one every `everyMs`, answers what came back and when the socket closed. */
function trickle(chunks: string[], everyMs: number): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let index = 0;
    const timer = setInterval(() => {
      if (index < chunks.length && !socket.destroyed) socket.write(chunks[index++] as string);
    }, everyMs);
    const done = () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', done);
    socket.on('error', () => undefined);
    // the test's own bound: far below the 60 s and more that slow clients used to get
    setTimeout(() => socket.destroy(), 10_000);
  });
}

describe('slow clients', () => {
  it('answers 408 to headers that never end', async () => {
    const header = `POST /api/coupons/get-coupon-data HTTP/1.1\r\nHost: 127.0.0.1\r\n`;
    const lines = [header, ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
    const { answer, ms } = await trickle(lines, 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(4000);
  });

  it('cuts off a body that trickles in, byte by byte', async () => {
    // a route that reads its body without a CSRF pair: the sandbox's signed form
    const head = `POST /souscription/paiement-test HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`;
    const body = Array.from({ length: 100 }, () => ' ');
    const { answer, ms } = await trickle([head, ...body], 100);
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer), answer).toBe(true);
    expect(ms).toBeLessThan(5000);
  });

  it('closes a connection that sends nothing at all', async () => {
    const { ms } = await trickle([], 1000);
    expect(ms).toBeLessThan(5000);
  });
});

describe('default timeouts', () => {
  it('are about 15 s for headers, 30 s of silence and 120 s for a whole request', () => {
    const config = loadConfig({}, { dataDir: ':memory:' });
    expect(config.timeouts).toEqual({ headersMs: 15_000, idleMs: 30_000, requestMs: 120_000 });
  });

  it('are set on the HTTP server', () => {
    expect(app.server.headersTimeout).toBe(1000);
    expect(app.server.requestTimeout).toBe(2000);
    expect(app.server.timeout).toBe(1500);
  });
});
