import type { StaffRole } from '@app/domain/backoffice/roles';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffPrincipal, StaffService } from '../services/staff/staff-service';
import { sendError } from './errors';
import { addRouteGuard } from './route-guards';

/**
 * Who may call a back-office route, declared on the route itself (never read from its URL):
 * `config: { staff: { roles: ['claims', 'admin'] } }`, `roles: 'any'` for every staff member,
 * `allowTotpSetup` for the calls of the TOTP enrolment, `staff: false` for the public sign-in.
 */
export interface StaffAccess {
  roles: readonly StaffRole[] | 'any';
  /** Reachable before the second factor is set up (the enrolment calls themselves). */
  allowTotpSetup?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess | false;
  }
  interface FastifyRequest {
    /** The signed-in staff member of a back-office route (set by its staff check). */
    staff: StaffPrincipal | null;
    /** The request came over https: the staff cookies are `Secure` and `__Secure-` named. */
    readonly hasSecureStaffCookies: boolean;
  }
  interface FastifyInstance {
    staffService: StaffService;
    /**
     * The staff access each route declared, by `METHOD /path/:param` as registered (routes
     * without `config.staff` are absent): what the staff check guards, readable by tests and
     * tools without guessing it from the URL.
     */
    staffAccess: ReadonlyMap<string, StaffAccess | false>;
  }
}

const securePrefix = '__Secure-';
/** better-auth's cookies (`advanced.cookiePrefix` in staff-auth.ts), as it names them. */
const staffCookie = /^staff\./;

/**
 * The request's headers as better-auth reads them (cookies, user agent, address). better-auth
 * fixes `Secure` and the `__Secure-` prefix once for all requests; ours follow the request
 * (issue 11, setup): over https its session cookies travel as `__Secure-staff.*` and are handed
 * to it under its own names, and a plain `staff.*` cookie (which anyone on the network path
 * could have planted over http) is not read there; over plain http only the plain ones are.
 */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  const cookie = headers.get('cookie');
  if (cookie) {
    const isSecure = request.hasSecureStaffCookies;
    const kept = cookie
      .split(';')
      .map((pair) => pair.trim())
      .flatMap((pair) => {
        if (pair.startsWith(securePrefix) && staffCookie.test(pair.slice(securePrefix.length))) {
          return isSecure ? [pair.slice(securePrefix.length)] : [];
        }
        if (staffCookie.test(pair)) return isSecure ? [] : [pair];
        return pair ? [pair] : [];
      });
    headers.set('cookie', kept.join('; '));
  }
  return headers;
}

/**
 * Passes the cookies set by better-auth (session, second factor) on to the browser: over https
 * as `__Secure-staff.*` with `Secure`, over plain http as better-auth wrote them (a browser
 * refuses a `__Secure-` or `Secure` cookie from an http page: the sign-in would not hold).
 */
export function forwardCookies(reply: FastifyReply, setCookies: readonly string[]) {
  if (setCookies.length === 0) return;
  const isSecure = reply.request.hasSecureStaffCookies;
  const lines = setCookies.map((line) =>
    isSecure && staffCookie.test(line)
      ? `${securePrefix}${line}${/;\s*secure\s*(;|$)/i.test(line) ? '' : '; Secure'}`
      : line,
  );
  const current = reply.getHeader('set-cookie');
  const existing =
    current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  reply.header('set-cookie', [...existing, ...lines]);
}

/** The principal of a route guarded by a staff check (always set there). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error('staffOf() on a route without a staff check');
  return request.staff;
}

function staffCheck(service: StaffService, access: StaffAccess): onRequestHookHandler {
  return async function checkStaff(request, reply) {
    const { principal, setCookies } = await service.principalOf(webHeaders(request));
    forwardCookies(reply, setCookies);
    reply.header('cache-control', 'no-store');
    if (!principal) return sendError(request, reply, 401, 'staff.unauthenticated');
    if (!principal.twoFactorEnabled && !access.allowTotpSetup) {
      return sendError(request, reply, 403, 'staff.totp_setup_required');
    }
    const allowed =
      access.roles === 'any'
        ? principal.roles.length > 0
        : principal.roles.some((role) => access.roles.includes(role));
    if (!allowed) return sendError(request, reply, 403, 'staff.forbidden');
    request.staff = principal;
  };
}

/**
 * The staff session and role check as a property of each route (issue 13): a route with
 * `config.staff` gets the check as its first onRequest hook, before its body is even read, so
 * an anonymous call is a 401 whatever it sends. A route under /api/admin that declares nothing
 * stops the server at start: no back-office route can be left open by forgetting.
 */
export const staffPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      service: StaffService;
      /** Whether a request came over https (http/secure-request.ts, as for the CSRF cookie). */
      isSecure: (request: FastifyRequest) => boolean;
    },
  ) => {
    const declared = new Map<string, StaffAccess | false>();
    app.decorate('staffService', options.service);
    app.decorate('staffAccess', declared as ReadonlyMap<string, StaffAccess | false>);
    app.decorateRequest('staff', null);
    app.decorateRequest('hasSecureStaffCookies', {
      getter(this: FastifyRequest) {
        return options.isSecure(this);
      },
    });
    app.addHook('onRoute', (route) => {
      const access = route.config?.staff;
      if (access === undefined) {
        if (route.url.startsWith('/api/admin')) {
          throw new Error(`${route.method} ${route.url} must declare config.staff`);
        }
        return;
      }
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        declared.set(`${method} ${route.url}`, access);
      }
      if (access === false) return;
      addRouteGuard(route, staffCheck(options.service, access));
    });
  },
);
