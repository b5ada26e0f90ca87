import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';

const guards = new WeakSet<onRequestHookHandler>();

/**
 * Gives a route an onRequest guard of ours (security headers, CSRF, staff access), chosen when
 * the route is registered (issue 11 item 1: protection is the route's) rather than looked up on
 * every request (issue 14: `request.routeOptions` builds an object on each read).
 *
 * Guards run in the order their plugins were registered (app.ts: headers, CSRF, staff), all of
 * them before the route's own hooks and the rate limit, as global hooks would: a refusal by one
 * guard still carries the headers, and a call refused for its token does not reach the staff
 * check or use up the caller's quota.
 */
export function addRouteGuard(route: RouteOptions, guard: onRequestHookHandler): void {
  guards.add(guard);
  const existing = route.onRequest;
  const hooks = (
    existing ? (Array.isArray(existing) ? [...existing] : [existing]) : []
  ) as onRequestHookHandler[];
  const firstOther = hooks.findIndex((hook) => !guards.has(hook));
  hooks.splice(firstOther < 0 ? hooks.length : firstOther, 0, guard);
  route.onRequest = hooks;
}

/**
 * The not-found handler is no registered route, so addRouteGuard never sees it: a guard it needs
 * runs from a hook of the instance that acts on that handler's requests alone.
 */
export function addNotFoundGuard(app: FastifyInstance, guard: onRequestHookHandler): void {
  app.addHook('onRequest', function (request, reply, done) {
    if (!request.is404) return done();
    guard.call(this, request, reply, done);
  });
}
