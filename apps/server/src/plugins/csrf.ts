import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SAFE_METHODS } from '../http/html';
import { sendError } from './errors';
import { addNotFoundGuard, addRouteGuard } from './route-guards';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the route's mutating methods need the CSRF pair. Every route with a mutating
     * method gets `true` at registration unless it says `csrf: false` itself (a webhook signed
     * by its sender, a form of our own signed page): see docs/decisions.md "Protection per route".
     */
    csrf?: boolean;
  }
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

/** Enough for every browser active at once; past it the memory is simply started afresh. */
const MAX_KNOWN_TOKENS = 10_000;

/**
 * isValid with a memory of the tokens already found valid: a browser sends the same token with
 * every call, and checking its signature costs an HMAC each time (the largest cost of a priced
 * request after the pricing itself, issue 14). Only valid tokens are kept, per secret, so the
 * answer is always the one isValid gives.
 */
function signedTokenChecker(secret: string): (token: string | undefined) => token is string {
  const known = new Set<string>();
  return (token): token is string => {
    if (token !== undefined && known.has(token)) return true;
    if (!isValid(secret, token)) return false;
    if (known.size >= MAX_KNOWN_TOKENS) known.clear();
    known.add(token);
    return true;
  };
}

/**
 * The header repeats the cookie, compared in time independent of where they differ (as
 * timingSafeEqual, without the two buffers a call).
 */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/**
 * Double-submit CSRF protection (DEVELOPERS.md API contract): the server sets a signed
 * XSRF-TOKEN cookie on page loads and GET /api/csrf; every mutating call must send it back in
 * X-XSRF-TOKEN together with X-Requested-With: XMLHttpRequest, or it gets a 419.
 *
 * The decision is the route's (issue 11 item 1), never the URL's spelling: an onRoute hook gives
 * every route with a mutating method `config.csrf = true` unless the route set it itself, so a
 * route added later by any plugin is protected without doing anything; the check is then one of
 * the route's own guards (route-guards.ts).
 */
export const csrfPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      secret: string;
      /** Whether the cookie gets `Secure`: only for a request that came over https. */
      isSecure: (request: FastifyRequest) => boolean;
    },
  ) => {
    const isSigned = signedTokenChecker(options.secret);
    app.decorate('ensureCsrfCookie', (request: FastifyRequest, reply: FastifyReply) => {
      const current = request.cookies[CSRF_COOKIE];
      if (isSigned(current)) return current;
      const nonce = randomBytes(24).toString('base64url');
      const token = `${nonce}.${sign(options.secret, nonce)}`;
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: options.isSecure(request),
        httpOnly: false,
      });
      return token;
    });

    const checkPair: onRequestHookHandler = (request, reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      const isXhr = request.headers['x-requested-with'] === 'XMLHttpRequest';
      if (!isXhr || typeof header !== 'string' || !isSigned(cookie) || !same(cookie, header)) {
        sendError(request, reply, 419, 'errors.csrf');
        return;
      }
      done();
    };

    app.addHook('onRoute', (routeOptions) => {
      const methods = [routeOptions.method].flat();
      const isMutating = methods.some((method) => !SAFE_METHODS.has(method));
      if (isMutating && routeOptions.config?.csrf === undefined) {
        routeOptions.config = { ...(routeOptions.config ?? {}), csrf: true };
      }
      if (routeOptions.config?.csrf === true) addRouteGuard(routeOptions, checkPair);
    });

    // the not-found handler is a route too: a mutating probe without the pair learns nothing
    addNotFoundGuard(app, checkPair);

    app.get('/api/csrf', { schema: { hide: true } }, async (request, reply) => {
      const token = app.ensureCsrfCookie(request, reply);
      reply.header('cache-control', 'no-store');
      return { token };
    });
  },
);
