import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp } from './helpers';

/**
 * Issue 11, setup: served over plain http on a LAN address, the site must work: no
 * `upgrade-insecure-requests`, no HSTS and no `Secure` cookie unless the request came over https
 * (or to the https PUBLIC_HOST in production).
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp(
    { isProduction: true, publicHost: 'www.alpaws.example', trustProxy: '127.0.0.1' },
    { startJobs: false },
  );
});
afterAll(() => app.close());

const page = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/', headers });
const csrfCookie = (response: Awaited<ReturnType<typeof page>>) =>
  response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');

describe('security headers and cookies by how the request came', () => {
  it('sends no https-only header and no Secure cookie to a plain http request on a LAN address', async () => {
    const response = await page({ host: '192.168.1.20:3000' });
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csrfCookie(response)?.secure).toBeFalsy();
    const api = await app.inject({
      method: 'GET',
      url: '/api/csrf',
      headers: { host: '192.168.1.20:3000' },
    });
    expect(csrfCookie(api)?.secure).toBeFalsy();
  });

  it('sends them to a request that came over https through the declared proxy', async () => {
    const response = await page({ host: 'www.alpaws.example', 'x-forwarded-proto': 'https' });
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(csrfCookie(response)?.secure).toBe(true);
  });

  it('sends them to the https PUBLIC_HOST in production', async () => {
    const response = await page({ host: 'www.alpaws.example' });
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(csrfCookie(response)?.secure).toBe(true);
  });
});

describe('the staff session cookie by how the request came', () => {
  let account = 0;
  /** Signs a new staff member in with these headers; answers the Set-Cookie lines and a call. */
  async function signIn(via: Record<string, string>) {
    account += 1;
    const email = `staff${account}.plain-http@alpaws.test`;
    const password = `long enough password ${account}`;
    await app.staffService.createAccount(null, {
      name: `Staff ${account}`,
      email,
      roles: ['claims'],
      locale: 'fr',
      password,
    });
    const csrf = await app.inject({ method: 'GET', url: '/api/csrf', headers: via });
    const token = csrf.json<{ token: string }>().token;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-in',
      headers: {
        ...via,
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: { email, password },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const header = signedIn.headers['set-cookie'];
    const lines = (Array.isArray(header) ? header : [String(header)]).filter((line) =>
      /^(__Secure-)?staff\./.test(line),
    );
    const session = lines.find((line) => /^(__Secure-)?staff\.session_token=/.test(line)) ?? '';
    const pair = session.split(';')[0] ?? '';
    /** The session call with this cookie pair (as the browser would send it back). */
    const sessionWith = (cookie: string, headers = via) =>
      app.inject({
        method: 'GET',
        url: '/api/admin/auth/session',
        headers: { ...headers, cookie },
      });
    return { lines, session, pair, sessionWith };
  }

  it('is a plain cookie over plain http on a LAN address, and the sign-in holds', async () => {
    const lan = { host: '192.168.1.20:3000' };
    const { lines, session, pair, sessionWith } = await signIn(lan);
    expect(session).toMatch(/^staff\.session_token=/);
    for (const line of lines) {
      expect(line).not.toMatch(/;\s*secure/i);
      expect(line).not.toMatch(/^__Secure-/);
    }
    expect((await sessionWith(pair)).statusCode).toBe(200);
    // a __Secure- cookie never comes over http: it is not read there
    expect((await sessionWith(`__Secure-${pair}`)).statusCode).toBe(401);
  });

  it('is __Secure- and Secure over https through the declared proxy', async () => {
    const proxied = { host: 'admin.alpaws.example', 'x-forwarded-proto': 'https' };
    const { session, pair, sessionWith } = await signIn(proxied);
    expect(session).toMatch(/^__Secure-staff\.session_token=/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect((await sessionWith(pair)).statusCode).toBe(200);
    // over https a plain cookie (one planted over http) is not the session
    expect((await sessionWith(pair.replace(/^__Secure-/, ''))).statusCode).toBe(401);
  });

  it('is __Secure- and Secure on the https PUBLIC_HOST in production', async () => {
    const { session, pair, sessionWith } = await signIn({ host: 'www.alpaws.example' });
    expect(session).toMatch(/^__Secure-staff\.session_token=.*;\s*Secure/i);
    expect((await sessionWith(pair)).statusCode).toBe(200);
  });
});

describe('PUBLIC_HOST', () => {
  it('defaults to localhost on the actual port', () => {
    expect(loadConfig({ PORT: '4390' }, { dataDir: ':memory:' }).publicHost).toBe('localhost:4390');
    expect(loadConfig({}, { dataDir: ':memory:' }).publicHost).toBe('localhost:3000');
    expect(
      loadConfig({ PORT: '4390', PUBLIC_HOST: 'www.alpaws.ch' }, { dataDir: ':memory:' })
        .publicHost,
    ).toBe('www.alpaws.ch');
  });
});
