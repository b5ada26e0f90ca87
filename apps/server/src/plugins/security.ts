import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SAFE_METHODS } from '../http/html';

/**
 * The headers of documents (pages, assets, the test payment page): a strict Content-Security-
 * Policy (self only, no inline script or style element, no framing) and the usual hardening.
 * They are computed once; JSON answers get the small set that matters for data.
 */
export function documentHeaders(isProduction: boolean): Record<string, string> {
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
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
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
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export const apiHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Security headers and a rate limit on mutating API calls per client address. Reads are not
 * counted (they are cached and cheap), so the limit's hook is attached to mutating routes only.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { isProduction: boolean; rateLimitMax: number }) => {
    const forDocuments = documentHeaders(options.isProduction);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : forDocuments);
      done();
    });

    // before the rate-limit plugin's own onRoute hook: reads are left out of the limit
    app.addHook('onRoute', (routeOptions) => {
      const methods = Array.isArray(routeOptions.method)
        ? routeOptions.method
        : [routeOptions.method];
      if (methods.every((method) => SAFE_METHODS.has(method))) {
        routeOptions.config = { ...(routeOptions.config ?? {}), rateLimit: false };
      }
    });
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: 60_000,
      allowList: (request) => SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `retry in ${context.after}`,
      }),
    });
  },
);
