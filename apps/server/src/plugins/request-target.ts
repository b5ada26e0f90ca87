import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/**
 * True when a request target is in origin-form (`/path?query`, RFC 9112 §3.2.1) and its path is
 * spelled canonically: escapes only for characters that must be escaped, upper-case hex, and
 * nothing that decoding would turn into another path (`/%61pi` is `/api`, `%2F` is `/`).
 */
export function isCanonicalTarget(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  // the common case, without the two strings a call: no escape at all and only characters
  // encodeURI leaves as they are, so decoding and encoding again give the same path
  if (isPlainPath(path)) return true;
  try {
    return encodeURI(decodeURI(path)) === path;
  } catch {
    // a malformed escape (`%zz`, a lone surrogate) is no path at all
    return false;
  }
}

/** The characters encodeURI never escapes, but `%`: a path made of them only is canonical. */
const PLAIN = (() => {
  const plain = new Uint8Array(128);
  const chars =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'();/?:@&=+$,#";
  for (const char of chars) plain[char.charCodeAt(0)] = 1;
  return plain;
})();

function isPlainPath(path: string): boolean {
  for (let index = 0; index < path.length; index += 1) {
    const code = path.charCodeAt(index);
    if (code >= 128 || PLAIN[code] !== 1) return false;
  }
  return true;
}

/**
 * The first hook of every request (issue 11 item 1): absolute-form targets
 * (`POST http://host/api/…`) and paths whose spelling changes when decoded are refused with a
 * 400 in the API's format before any route, parser or protection runs. Protection itself is
 * decided per route (plugins/csrf.ts, plugins/security.ts); this removes the other spellings
 * that logs, proxies and the router might each read differently.
 */
export const requestTargetPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (isCanonicalTarget(request.url)) return done();
    request.log.info(
      { statusCode: 400 },
      'request target refused: not origin-form or not canonical',
    );
    sendError(request, reply, 400, 'errors.bad_request');
  });
});
