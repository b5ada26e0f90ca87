import { connect } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfPlugin } from '../src/plugins/csrf';
import { errorsPlugin } from '../src/plugins/errors';
import { requestTargetPlugin } from '../src/plugins/request-target';
import { securityPlugin } from '../src/plugins/security';
import { createTestApp, csrfHeaders, multipart } from './helpers';

/**
 * Issue 11 item 1: protection (CSRF, rate limit) is a property of the route, given to every
 * mutating route at registration, so that no spelling of the URL can reach a route without it;
 * request targets that are not origin-form, or whose path is not spelled canonically, are 400.
 */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await createTestApp({ rateLimitMax: 1000 }, { startJobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

const badRequest = { message: 'La demande est mal formée.' };

/** One raw HTTP/1.1 exchange: the request target exactly as written, the status line back. */
function rawRequest(target: string, body = '{}', extra = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

describe('request targets', () => {
  it('refuses a percent-encoded spelling of /api with a 400 in the API format', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/%61pi/coupons/get-coupon-data',
      payload: { code: 'WELCOME', business_line: 'dog' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest);
  });

  it('refuses an upload through another spelling of the path, without a token', async () => {
    const body = multipart([{ name: 'a.pdf', content: Buffer.from('%PDF-1.4\n%%EOF') }]);
    for (const url of [
      '/%61pi/documents/upload',
      '/api/documents/%75pload',
      '/api%2Fdocuments/upload',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('refuses an absolute-form request target', async () => {
    const answer = await rawRequest(`http://127.0.0.1:${port}/api/coupons/get-coupon-data`);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('La demande est mal formée.');
  });

  it('keeps pages with escaped non-ASCII characters answering (404 page, not 400)', async () => {
    const response = await app.inject({ method: 'GET', url: '/aide/caf%C3%A9' });
    expect(response.statusCode).toBe(404);
  });

  it('still answers 419 to an origin-form POST without a token', async () => {
    const answer = await rawRequest('/api/coupons/get-coupon-data');
    expect(answer).toMatch(/^HTTP\/1\.1 419/);
  });
});

describe('every mutating API route is protected by its own configuration', () => {
  it('answers 419 without a token on every POST route of the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const posts = Object.entries(document.paths)
      .filter(([, operations]) => 'post' in operations)
      .map(([path]) => path.replace(/\{businessLine\}/g, 'dog').replace(/\{[^}]+\}/g, 'x'));
    expect(posts.length).toBeGreaterThan(20);
    for (const url of posts) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(419);
      // a trailing slash reaches the same route, with the same protection
      const slash = await app.inject({ method: 'POST', url: `${url}/`, payload: {} });
      expect(slash.statusCode, `${url}/`).toBe(419);
    }
  });
});

describe('the guards of a route run in one order (plugins/route-guards.ts)', () => {
  it('answers a refused call with the security headers of an API answer', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/business-lines/dog/price',
      payload: {},
    });
    expect(refused.statusCode).toBe(419);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(refused.headers['content-security-policy']).toBeUndefined();
  });

  it('checks the token before the staff session: a back-office call without it is a 419', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      payload: {},
    });
    expect(response.statusCode).toBe(419);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // with the token, the staff check answers: no session
    const headers = await csrfHeaders(app);
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      headers,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('gives the not-found answers the headers of the path asked: API or page', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    // a mutating probe of an unknown path without the pair learns nothing
    const probe = await app.inject({ method: 'POST', url: '/api/no-such-call', payload: {} });
    expect(probe.statusCode).toBe(419);
  });

  it('gives a page route the document headers', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('a route added later by any plugin', () => {
  async function bareApp(rateLimitMax: number) {
    const bare = Fastify({ logger: false });
    await bare.register(requestTargetPlugin);
    await bare.register(errorsPlugin);
    await bare.register(cookie);
    await bare.register(securityPlugin, { isProduction: false, rateLimitMax });
    await bare.register(csrfPlugin, { secret: 'test-secret', isSecure: () => false });
    // a feature plugin that knows nothing of CSRF or rate limits
    await bare.register(async (feature) => {
      feature.post('/api/later/form', async () => ({ ok: true }));
      feature.put('/api/later/thing', async () => ({ ok: true }));
      feature.post('/api/later/webhook', { config: { csrf: false } }, async () => ({ ok: true }));
      feature.get('/api/later/list', async () => ({ ok: true }));
      feature.post('/later/outside-the-api', async () => ({ ok: true }));
    });
    await bare.ready();
    return bare;
  }

  it('gets CSRF by default, unless it opts out explicitly', async () => {
    const bare = await bareApp(1000);
    try {
      expect((await bare.inject({ method: 'POST', url: '/api/later/form' })).statusCode).toBe(419);
      expect((await bare.inject({ method: 'PUT', url: '/api/later/thing' })).statusCode).toBe(419);
      expect((await bare.inject({ method: 'POST', url: '/api/later/webhook' })).statusCode).toBe(
        200,
      );
      expect((await bare.inject({ method: 'GET', url: '/api/later/list' })).statusCode).toBe(200);
      expect(
        (await bare.inject({ method: 'POST', url: '/later/outside-the-api' })).statusCode,
      ).toBe(419);
      const headers = await csrfHeaders(bare);
      const allowed = await bare.inject({ method: 'POST', url: '/api/later/form', headers });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it.each([
    '/api/later/form',
    // the limit is the route's, not the spelling's: a mutating route outside /api counts too
    '/later/outside-the-api',
  ])('gets the rate limit by default on %s; reads are not counted', async (url) => {
    const bare = await bareApp(2);
    try {
      const headers = await csrfHeaders(bare);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await bare.inject({ method: 'POST', url, headers })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      for (let i = 0; i < 3; i += 1) {
        expect((await bare.inject({ method: 'GET', url: '/api/later/list' })).statusCode).toBe(200);
      }
    } finally {
      await bare.close();
    }
  });
});
