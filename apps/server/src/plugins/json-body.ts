import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Deeper than any call of the API (the claim documents are 4 levels deep). */
export const maxJsonDepth = 32;

/**
 * The nesting depth of a JSON text, counted on the text itself (brackets outside strings), so
 * that a body of 2000 levels is refused before any recursive code (the parser, dropEmpty, the
 * validator) walks it. Stops counting as soon as `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'JSON_TOO_DEEP';
  constructor() {
    super(`JSON nested deeper than ${maxJsonDepth} levels`);
  }
}

/**
 * The JSON body parser (issue 11 item 3): Fastify's own (secure-json-parse, `__proto__` and
 * `constructor.prototype` refused) behind a depth check, so deep nesting is a 400 rather than a
 * stack overflow in the validator.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonDepthExceeds(text, maxJsonDepth)) return done(new JsonTooDeepError(), undefined);
    parse(request, text, done);
  });
});
