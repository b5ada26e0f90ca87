import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders } from './helpers';

/**
 * "Bad input of any shape gets a clear 4xx, never a 500": every API route of the OpenAPI
 * document gets random JSON bodies (wrong types, huge strings, deep nesting, nulls, arrays) and
 * random query strings, and must answer below 500 with a JSON body.
 */
let app: FastifyInstance;
let headers: Record<string, string>;
let routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false });
  headers = await csrfHeaders(app);
  const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method === 'get' || method === 'post')
      .map((method) => ({
        method: method.toUpperCase(),
        // path parameters get plausible and implausible values alike
        url: path.replace(/\{businessLine\}/g, 'dog').replace(/\{[^}]+\}/g, 'x'),
      })),
  );
});
afterAll(() => app.close());

const field = fc.oneof(
  fc.constantFrom(
    'user_token',
    'animal_name',
    'animal_date_of_birth',
    'policy_start_date',
    'business_line',
    'animal_race_id',
    'deductible',
    'insurance',
    'death_insurance',
    'documents',
    'iban',
    'zip',
    'email',
    'code',
    'case_date',
    'type',
    'locale',
  ),
  fc.string({ maxLength: 12 }),
);
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.constantFrom(
    '31.02.2024',
    '2026-13-45',
    'dog',
    'horse',
    -1,
    1e308,
    'CH9300762011623852957',
    true,
  ),
);
const body = fc.oneof(fc.dictionary(field, value, { maxKeys: 12 }), fc.jsonValue({ maxDepth: 4 }));

describe('random input on every API route', () => {
  it('covers the routes of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it('never answers a 5xx to a random JSON body, on every POST route', async () => {
    const posts = routes.filter((route) => route.method === 'POST');
    expect(posts.length).toBeGreaterThan(20);
    for (const route of posts) {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const response = await app.inject({
            method: 'POST',
            url: route.url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect(
            response.statusCode,
            `${route.url} ${JSON.stringify(payload).slice(0, 300)}`,
          ).toBeLessThan(500);
          expect(response.headers['content-type']).toMatch(/json/);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('never answers a 5xx to random query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.dictionary(field, fc.string({ maxLength: 300 }), { maxKeys: 5 }),
        async (index, query) => {
          const route = routes[index % routes.length] as { method: string; url: string };
          if (route.method !== 'GET') return;
          const search = new URLSearchParams(query).toString();
          const response = await app.inject({
            method: 'GET',
            url: `${route.url}${search ? `?${search}` : ''}`,
          });
          expect(response.statusCode, `${route.url}?${search}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers wrong content types and raw garbage with a 4xx', async () => {
    for (const route of routes.filter((r) => r.method === 'POST')) {
      for (const [contentType, payload] of [
        ['text/plain', 'hello'],
        ['application/json', '{"a":'],
        ['application/json', '\u0000\u0001'],
        ['application/xml', '<a/>'],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, `${route.url} ${contentType}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${route.url} ${contentType}`).toBeLessThan(500);
      }
    }
  });
});
