import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SAFE_METHODS } from '../http/html';
import { isHttpsRequest } from '../http/secure-request';
import { addNotFoundGuard, addRouteGuard } from './route-guards';

/**
 * The headers of documents (pages, assets, the test payment page): a strict Content-Security-
 * Policy (self only, no inline script, no inline style but a page's own sheets by their hashes
 * (withInlineStyles), no framing) and the usual hardening.
 * They are computed once; JSON answers get the small set that matters for data.
 */
export function documentHeaders(isHttps: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    // only to a request that came over https: on plain http it blanks the page (issue 11)
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    ...(isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A page's policy with the hashes of its inline style sheets (issue 14: the server inlines each
 * page's CSS); every other inline style stays refused.
 */
export function withInlineStyles(csp: string, styleHashes: readonly string[]): string {
  if (styleHashes.length === 0) return csp;
  return csp.replace("style-src 'self'", () => `style-src 'self' ${styleHashes.join(' ')}`);
}

export const apiHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Security headers and a rate limit on mutating calls per client address. The limit is the
 * route's (issue 11 item 1): every route with a mutating method gets the global limit at
 * registration (or the `config.rateLimit` it sets itself, e.g. uploads); reads are not counted
 * (they are cached and cheap). Nothing depends on how the URL was spelled.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: { isProduction: boolean; rateLimitMax: number; publicHost?: string },
  ) => {
    const overHttps = documentHeaders(true);
    const overHttp = documentHeaders(false);
    const site = { isProduction: options.isProduction, publicHost: options.publicHost ?? '' };
    const apiGuard: onRequestHookHandler = (_request, reply, done) => {
      reply.headers(apiHeaders);
      done();
    };
    const documentGuard: onRequestHookHandler = (request, reply, done) => {
      reply.headers(isHttpsRequest(request, site) ? overHttps : overHttp);
      done();
    };
    const headersGuard = (path: string) => (path.startsWith('/api/') ? apiGuard : documentGuard);

    app.addHook('onRoute', (routeOptions) => {
      // before the rate-limit plugin's own onRoute hook: reads are left out of the limit
      const methods = [routeOptions.method].flat();
      if (methods.every((method) => SAFE_METHODS.has(method))) {
        routeOptions.config = { ...(routeOptions.config ?? {}), rateLimit: false };
      }
      // the matched route's pattern decides (request targets are canonical: request-target.ts)
      addRouteGuard(routeOptions, headersGuard(routeOptions.url));
    });
    // the not-found handler's answers get the headers of the path asked
    addNotFoundGuard(app, function (request, reply, done) {
      headersGuard(request.url).call(this, request, reply, done);
    });
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: 60_000,
      // the not-found handler's limit (app.ts) counts mutating probes only
      allowList: (request) => SAFE_METHODS.has(request.method),
      // the quota headers only on a refusal (429, with retry-after): an accepted call carries none
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `retry in ${context.after}`,
      }),
    });
  },
);
