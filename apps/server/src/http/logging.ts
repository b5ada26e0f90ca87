import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { stdSerializers } from 'pino';

/** Fields that identify a person: never written to the logs (DEVELOPERS.md, nLPD/FADP). */
export const personalFields = [
  'email',
  'email_confirmation',
  'old_email',
  'new_email',
  'agent_email',
  'iban',
  'old_iban',
  'phone',
  'new_phone',
  'first_name',
  'last_name',
  'new_first_name',
  'new_last_name',
  'agent_first_name',
  'agent_last_name',
  'name',
  'bank_account_name',
  'owner_date_of_birth',
  'street_name',
  'address',
  'new_address',
  'user_token',
  'token',
  // the address lookup's query (GET /api/addresses?q=) is a part of someone's address
  'q',
  // a payment reference (and its page's signature) lets whoever holds it act on the payment
  'reference',
  'signature',
  // a Stripe Checkout Session id (the return address's `session_id`) reads the session back
  'session_id',
];

const personal = new Set(personalFields);

/** The request URL with the values of personal query parameters replaced. */
export function redactUrl(url: string): string {
  // a document's download token is a bearer secret in the path
  url = url.replace(/(\/documents\/)[\w-]{16,}/, '$1[redacted]');
  // so is a "continue later" link (issue 13)
  url = url.replace(/(\/api\/resume-links\/)[^/?#]+/, '$1[redacted]');
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const key of [...params.keys()]) if (personal.has(key)) params.set(key, '[redacted]');
  return `${url.slice(0, index)}?${params.toString()}`;
}

/** What stands in a log line for a personal field's value. */
const censor = '[redacted]';
/** Keys whose value never reaches a log line, at any depth: personal fields and credentials. */
const censored = new Set([
  ...personalFields,
  'cookie',
  'set-cookie',
  'x-xsrf-token',
  'authorization',
]);
/** Deeper than this, a logged value is left out whole (nothing we log nests that deep). */
const MAX_DEPTH = 8;

/**
 * A logged value with every censored key's value replaced, at any depth. Answers the value itself
 * when there is nothing to replace, so that an access line costs no copy. (It replaces pino's
 * wildcard redaction, `*.email`, `*.*.email`…, which cost about 20 µs a line and 6 µs a request
 * for the request's child logger: more than the price list itself, issue 14.)
 */
export function withoutPersonalData(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return censor;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item = value[index];
      const clean = withoutPersonalData(item, depth + 1);
      if (clean !== item) {
        copy ??= value.slice();
        copy[index] = clean;
      }
    }
    return copy ?? value;
  }
  // a Date, a Buffer, a URL… is written by its toJSON, not by its fields
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  return withoutPersonalFields(value as Record<string, unknown>, depth);
}

/** The fields of an object at `depth`, personal ones replaced; `isSkipped` keys left as they are. */
function withoutPersonalFields(
  fields: Record<string, unknown>,
  depth: number,
  isSkipped?: (key: string) => boolean,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(fields)) {
    if (isSkipped?.(key)) continue;
    const item = fields[key];
    const clean = censored.has(key) ? censor : withoutPersonalData(item, depth + 1);
    if (clean !== item) {
      copy ??= { ...fields };
      copy[key] = clean;
    }
  }
  return copy ?? fields;
}

/** Keys of a log entry that pino passes through a serializer: scrubbed after it, not before. */
const serialized = new Set(['req', 'res', 'err']);
const isSerialized = (key: string) => serialized.has(key);

export const loggerOptions = (level: string) => ({
  level,
  formatters: {
    // every entry's fields; a child logger's bindings are not passed here (pino), and the only
    // child is Fastify's per request, which binds the request id (our code makes none)
    log: (entry: Record<string, unknown>) => withoutPersonalFields(entry, 0, isSerialized),
  },
  serializers: {
    // built from safe fields only: no headers, the URL's personal parameters replaced
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      };
    },
    // an error's own fields (a library's `config`, `body`…) may carry what someone typed
    err: (error: Error) => {
      const fields = stdSerializers.err(error);
      return withoutPersonalData(fields) as typeof fields;
    },
  },
});

/**
 * One access line a request at `info`, written when the answer is sent: method, path (personal
 * values replaced), client address, status and time. Fastify's default also writes a line
 * when the request arrives, which doubles the cost of logging (issue 14): that one is kept at
 * `debug`, for looking into a request that never gets its answer.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
