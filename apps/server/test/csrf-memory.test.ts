import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

// The CSRF check remembers the tokens it found validly signed (plugins/csrf.ts): the memory
// must never accept what the signature check alone would refuse.
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  [first, second] = await Promise.all([
    createTestApp({ secret: 'first-secret' }),
    createTestApp({ secret: 'second-secret' }),
  ]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

async function tokenOf(app: FastifyInstance): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/csrf' })).json<{ token: string }>().token;
}

function postWith(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/coupons/get-coupon-data',
    headers: {
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: { code: 'NOPE' },
  });
}

describe('remembered CSRF tokens', () => {
  it('accepts a token again and again, and only on the server whose secret signed it', async () => {
    const token = await tokenOf(first);
    for (let call = 0; call < 3; call += 1) {
      expect((await postWith(first, token)).statusCode).toBe(422);
      expect((await postWith(second, token)).statusCode).toBe(419);
    }
  });

  it('refuses a token altered after its original was accepted', async () => {
    const token = await tokenOf(first);
    expect((await postWith(first, token)).statusCode).toBe(422);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -1)}${last}`;
    expect((await postWith(first, altered)).statusCode).toBe(419);
    const [nonce] = token.split('.');
    expect((await postWith(first, `${nonce}.`)).statusCode).toBe(419);
  });

  it('keeps a remembered cookie on GET /api/csrf and replaces one signed elsewhere', async () => {
    const token = await tokenOf(first);
    await postWith(first, token);
    const kept = await first.inject({
      method: 'GET',
      url: '/api/csrf',
      headers: { cookie: `XSRF-TOKEN=${token}` },
    });
    expect(kept.json().token).toBe(token);
    expect(kept.cookies).toHaveLength(0);
    const replaced = await second.inject({
      method: 'GET',
      url: '/api/csrf',
      headers: { cookie: `XSRF-TOKEN=${token}` },
    });
    expect(replaced.json().token).not.toBe(token);
    expect(replaced.cookies.map((cookie) => cookie.name)).toEqual(['XSRF-TOKEN']);
  });
});
