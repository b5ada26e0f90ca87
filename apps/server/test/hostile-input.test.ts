import { translate } from '@app/domain/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, uploads } from '../src/db/schema';
import { createTestApp, csrfHeaders } from './helpers';
import { signedInStaff } from './staff-helpers';

/**
 * Issue 11 item 3: the hostile inputs that used to answer 500 get a clear 4xx in the API's
 * format, and change nothing.
 */
let app: FastifyInstance;
let headers: Record<string, string>;
let posts: string[] = [];
/** POST routes guarded by the staff check (as each route declares it, plugins/staff.ts). */
let staffOnlyPosts = new Set<string>();
let gets: string[] = [];

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  headers = await csrfHeaders(app);
  const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const concrete = (path: string) =>
    path.replace(/\{businessLine\}/g, 'dog').replace(/\{[^}]+\}/g, 'x');
  const postPaths = Object.entries(document.paths)
    .filter(([, operations]) => 'post' in operations)
    .map(([path]) => path);
  posts = postPaths.map(concrete);
  staffOnlyPosts = new Set(
    postPaths
      .filter((path) => {
        const access = app.staffAccess.get(`POST ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
        return access !== undefined && access !== false;
      })
      .map(concrete),
  );
  gets = Object.entries(document.paths)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => concrete(path));
});
afterAll(() => app.close());

const json = (url: string, payload: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });

const rowCounts = async () => ({
  claims: (await app.database.db.select().from(claims)).length,
  uploads: (await app.database.db.select().from(uploads)).length,
});

describe('deeply nested JSON', () => {
  const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const inField = (depth: number) =>
    `{"first_name":${objects(depth)},"documents":${arrays(depth)}}`;

  const malformed = { message: 'La demande est mal formée.' };
  const hostile = [objects(2500), arrays(5000), inField(3000)];

  it('is a 400 on every JSON POST route, before validation (401 first on staff routes)', async () => {
    expect(posts.length).toBeGreaterThan(20);
    // the staff check is the route's first onRequest hook: without a session it answers 401
    // before the body is read, whatever the body (the depth check is proven there below)
    expect(staffOnlyPosts.size).toBeGreaterThan(5);
    expect(staffOnlyPosts.has('/api/admin/auth/totp/setup')).toBe(true);
    expect(staffOnlyPosts.has('/api/admin/auth/sign-in')).toBe(false);
    for (const url of posts) {
      const isStaffOnly = staffOnlyPosts.has(url);
      for (const payload of hostile) {
        const response = await json(url, payload);
        expect(response.statusCode, `${url} ${payload.length} bytes`).toBe(isStaffOnly ? 401 : 400);
        expect(response.json()).toEqual(
          isStaffOnly ? { message: translate('fr', 'staff.unauthenticated') } : malformed,
        );
      }
    }
  });

  it('is a 400 on the staff routes too, for a signed-in staff member', async () => {
    const staff = await signedInStaff(app, ['admin', 'claims', 'sales']);
    for (const url of staffOnlyPosts) {
      for (const payload of hostile) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { ...staff.headers(), 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${url} ${payload.length} bytes`).toBe(400);
        expect(response.json()).toEqual(malformed);
      }
    }
    // the session is still good: the refused bodies changed nothing
    expect((await staff.get('/api/admin/auth/session')).statusCode).toBe(200);
  });

  it('still accepts the nesting real calls use', async () => {
    const response = await json(
      '/api/claim-declarations/documents',
      JSON.stringify({ user_token: 'x', documents: { invoices: [{ id: 'a' }] } }),
    );
    expect(response.statusCode).toBe(422);
  });
});

describe('lone UTF-16 surrogates', () => {
  it('are a 422 on their field, and nothing is stored', async () => {
    const before = await rowCounts();
    for (const name of ['Jean\\ud800', '\\udfffJean', 'a\\ud83d']) {
      const response = await json(
        '/api/claim-declarations/init',
        `{"type":"new","first_name":"${name}","last_name":"Muller","policy_id":"1234567","animal_name":"Rex","email":"jean@example.ch"}`,
      );
      expect(response.statusCode, name).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['first_name']);
    }
    // a lone surrogate in a key
    const key = await json(
      '/api/claim-declarations/init',
      '{"type":"new","\\ud800":"x","first_name":"Jean","last_name":"Muller","policy_id":"1234567","animal_name":"Rex","email":"jean@example.ch"}',
    );
    expect(key.statusCode).toBe(422);
    expect(await rowCounts()).toEqual(before);
  });

  it('keep a well-formed pair (an emoji) valid', async () => {
    const response = await json(
      '/api/claim-declarations/init',
      '{"type":"new","first_name":"Jean \\ud83d\\udc36","last_name":"Muller","policy_id":"1234567","animal_name":"Rex","email":"jean@example.ch"}',
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('malformed multipart bodies', () => {
  const upload = (contentType: string, payload: string | Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  const pdfPart = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="documents[]"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

  it.each([
    ['no boundary', 'multipart/form-data', pdfPart('x')],
    ['an empty boundary', 'multipart/form-data; boundary=', pdfPart('')],
    ['a body cut short', 'multipart/form-data; boundary=abc', pdfPart('abc')],
    ['a body that is not multipart', 'multipart/form-data; boundary=abc', 'hello'],
    ['a boundary of 300 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
  ])('answers %s with a 400 JSON', async (_label, contentType, payload) => {
    const before = await rowCounts();
    const response = await upload(contentType, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: 'La demande est mal formée.' });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['a part without headers', 'multipart/form-data; boundary=abc', '--abc\r\n\r\n\r\n--abc--'],
    ['an empty body', 'multipart/form-data; boundary=abc', ''],
  ])('answers %s (no file in it) with a 422 on documents', async (_label, contentType, payload) => {
    const response = await upload(contentType, payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['documents']);
  });
});

describe('keys named after Object.prototype members', () => {
  const keys = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__'];

  it('holding a NUL in a JSON body: a 4xx in the API format on every POST route', async () => {
    for (const url of posts) {
      for (const key of keys) {
        for (const payload of [
          `{"${key}":"a\\u0000"}`,
          `{"${key}":{"x":"\\u0000"}}`,
          `{"type":"new","${key}":"\\u0000"}`,
        ]) {
          const response = await json(url, payload);
          expect(response.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${url} ${payload}`).toBeLessThan(500);
          expect(response.body).not.toMatch(/is not a function|TypeError/);
          expect(response.json()).toHaveProperty('message');
        }
      }
    }
  });

  it('holding a NUL in a query string: a 4xx in the API format on every GET route', async () => {
    for (const url of gets) {
      for (const key of keys) {
        const response = await app.inject({ method: 'GET', url: `${url}?${key}=%00` });
        expect(response.statusCode, `${url}?${key}`).toBeLessThan(500);
        expect(response.body).not.toMatch(/is not a function|TypeError/);
      }
    }
  });
});
