import type { FastifyRequest } from 'fastify';
import { isAddressHost } from '../config';

/**
 * Whether a request came over https (issue 11, setup): its own protocol (X-Forwarded-Proto from
 * a declared proxy, TRUST_PROXY), or, in production, a request for PUBLIC_HOST when it is a real
 * host name (served over https behind its proxy; `publicOriginOf` gives it an https origin).
 * `upgrade-insecure-requests`, HSTS and `Secure` cookies (CSRF and staff session) go only to
 * such requests, so the site served over plain http on a LAN address or a VM still loads its
 * assets and keeps its cookies.
 */
export function isHttpsRequest(
  request: FastifyRequest,
  site: { isProduction: boolean; publicHost: string },
): boolean {
  if (request.protocol === 'https') return true;
  return site.isProduction && !isAddressHost(site.publicHost) && request.host === site.publicHost;
}
