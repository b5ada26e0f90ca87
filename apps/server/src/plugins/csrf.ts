import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SAFE_METHODS } from '../http/html';
import { sendError } from './errors';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets a fresh XSRF-TOKEN cookie unless the request already carries a valid one. */
    ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): string;
  }
}

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

function isValid(secret: string, token: string | undefined): token is string {
  if (!token || token.length > 200) return false;
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF protection (DEVELOPERS.md API contract): the server sets a signed
 * XSRF-TOKEN cookie on page loads and GET /api/csrf; every mutating /api call must send it back
 * in X-XSRF-TOKEN together with X-Requested-With: XMLHttpRequest, or it gets a 419.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; secureCookie: boolean }) => {
    app.decorate('ensureCsrfCookie', (request: FastifyRequest, reply: FastifyReply) => {
      const current = request.cookies[CSRF_COOKIE];
      if (isValid(options.secret, current)) return current;
      const nonce = randomBytes(24).toString('base64url');
      const token = `${nonce}.${sign(options.secret, nonce)}`;
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookie,
        httpOnly: false,
      });
      return token;
    });

    app.addHook('onRequest', (request, reply, done) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      const isXhr = request.headers['x-requested-with'] === 'XMLHttpRequest';
      if (
        !isXhr ||
        typeof header !== 'string' ||
        !isValid(options.secret, cookie) ||
        !same(cookie, header)
      ) {
        sendError(request, reply, 419, 'errors.csrf');
        return;
      }
      done();
    });

    app.get('/api/csrf', { schema: { hide: true } }, async (request, reply) => {
      const token = app.ensureCsrfCookie(request, reply);
      reply.header('cache-control', 'no-store');
      return { token };
    });
  },
);
