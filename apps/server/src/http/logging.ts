import {
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type onRequestAbortHookHandler,
} from 'fastify';
import { type DestinationStream, destination, stdSerializers } from 'pino';

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

// a document's download token is a bearer secret in the path; so is a "continue later" link's
// (issue 13)
const documentToken = /(\/documents\/)[\w-]{16,}/g;
const resumeLinkToken = /(\/api\/resume-links\/)[^/?#\s]+/g;
const withoutPathTokens = (text: string) =>
  text.replace(documentToken, '$1[redacted]').replace(resumeLinkToken, '$1[redacted]');

/** The request URL with the values of personal query parameters replaced. */
export function redactUrl(url: string): string {
  url = withoutPathTokens(url);
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const key of [...params.keys()]) if (personal.has(key)) params.set(key, '[redacted]');
  return `${url.slice(0, index)}?${params.toString()}`;
}

/**
 * A free text from outside (a browser's error message) made fit for a log line: the tokens of
 * paths, any URL's query (a link's token) and runs of digits (a phone number, an IBAN, a policy
 * or claim number) replaced. E-mail addresses are masked by the logger itself.
 */
export function redactText(text: string): string {
  return withoutPathTokens(text)
    .replace(/\?\S*/g, '?…')
    .replace(/\d[\d ]{6,}\d/g, '[redacted]');
}

/** What stands in a log line for a personal field's value. */
const censor = '[redacted]';
/** Keys whose value never reaches a log line, at any depth, in any case: personal fields and
 * credentials, and the raw bytes of a request Node could not parse (headers, cookies, body),
 * which Fastify logs at `trace`. */
const censored = new Set(
  [...personalFields, 'cookie', 'set-cookie', 'x-xsrf-token', 'authorization', 'rawPacket'].map(
    (key) => key.toLowerCase(),
  ),
);
const isCensored = (key: string) => censored.has(key) || censored.has(key.toLowerCase());
/**
 * An e-mail address inside a text: a mail server's refusal quotes the recipient's. A match starts
 * only where a run of the local part's characters starts, and the domain's parts are bounded
 * (RFC 5321's lengths): a long text costs linear time, never quadratic.
 */
const emailAddress = /(?<![\w.+-])[\w.+-]+@[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.[a-z]{2,24}/gi;
/** Deeper than this, a logged value is left out whole (nothing we log nests that deep). */
const MAX_DEPTH = 8;

/**
 * A logged value with every censored key's value and every e-mail address in a text replaced,
 * at any depth; a cycle is cut (`[Circular]`). Answers the value itself when there is nothing to
 * replace, so that an access line costs no copy. (It replaces pino's wildcard redaction,
 * `*.email`, `*.*.email`…, which cost about 20 µs a line and 6 µs a request for the request's
 * child logger: more than the price list itself, issue 14.)
 */
export function withoutPersonalData(value: unknown): unknown {
  return scrub(value, 0, []);
}

/** `ancestors`: the objects above `value`, to cut a cycle where it comes round. */
function scrub(value: unknown, depth: number, ancestors: object[]): unknown {
  if (typeof value === 'string') {
    return value.includes('@') ? value.replace(emailAddress, censor) : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.includes(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return censor;
  if (value instanceof Date || value instanceof URL || ArrayBuffer.isView(value)) return value;
  ancestors.push(value);
  try {
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let index = 0; index < value.length; index += 1) {
        const item = value[index];
        const clean = scrub(item, depth + 1, ancestors);
        if (clean !== item) {
          copy ??= value.slice();
          copy[index] = clean;
        }
      }
      return copy ?? value;
    }
    // what is written of an object with a toJSON is what it answers: that is what is walked
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    const json: unknown = typeof toJSON === 'function' ? toJSON.call(value) : value;
    if (json !== value) {
      const clean = scrub(json, depth, ancestors);
      return clean === json ? value : clean;
    }
    return scrubFields(value as Record<string, unknown>, depth, ancestors);
  } finally {
    ancestors.pop();
  }
}

/** The fields of an object at `depth`, scrubbed; `isSkipped` keys left as they are. */
function scrubFields(
  fields: Record<string, unknown>,
  depth: number,
  ancestors: object[],
  isSkipped?: (key: string) => boolean,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(fields)) {
    if (isSkipped?.(key)) continue;
    const item = fields[key];
    const clean = isCensored(key) ? censor : scrub(item, depth + 1, ancestors);
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

/** Lines kept before a write, and the longest a line waits (see logDestination). */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Where the server's lines go unless a stream is given: standard output, or a file. Written in
 * batches, when 4 KB have gathered or a second has passed, instead of a write a line: on a
 * 2-core machine that write cost the price list about 30 µs of CPU per request (issue 14, bench
 * `api.price-with-logs`). What is still held is written when the app closes (app.ts) and when the
 * process exits, after an uncaught error too (pino writes an asynchronous destination's buffer
 * synchronously on exit; a chunk being written at that moment may be cut). A process killed
 * without an exit (SIGKILL, out of memory, a signal the server does not handle) loses the lines
 * not yet written: the last second's, more if the event loop is busy or the output stalls.
 */
export function logDestination(file?: string) {
  return destination({
    dest: file ?? 1,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}

/** What `buildApp` is told about its log: off, a stream to write as is, or a file. */
export type LogOption = boolean | { stream: NodeJS.WritableStream } | { file: string };

/**
 * The stream the app's logger writes to: a stream given (the tests) as is; otherwise standard
 * output or the file, in batches (logDestination), answered as `batched` for the app to write
 * what it holds when it closes. Nothing when the log is off.
 */
export function logStreamFor(option: LogOption | undefined): {
  stream?: DestinationStream;
  batched?: ReturnType<typeof logDestination>;
} {
  if (option === false) return {};
  if (typeof option === 'object' && 'stream' in option) return { stream: option.stream };
  const batched = logDestination(typeof option === 'object' ? option.file : undefined);
  return { stream: batched, batched };
}

/**
 * Writes what a destination holds, waiting at most `boundMs`, so that a log that cannot be
 * written (a stalled or closed pipe) does not hold `app.close()`. A pipe cannot be synced: its
 * error is no matter. The destination stays open: a late line (a job ending) must not throw.
 */
export function flushLog(stream: ReturnType<typeof logDestination>, boundMs = 2000): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, boundMs);
    timer.unref();
    stream.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export const loggerOptions = (level: string) => ({
  level,
  formatters: {
    // every entry's fields; a child logger's bindings are not passed here (pino), and the only
    // child is Fastify's per request, which binds the request id (our code makes none)
    log: (entry: Record<string, unknown>) => scrubFields(entry, 0, [entry], isSerialized),
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
 * `debug`, for looking into a request that hangs. A request whose client gives up gets its own
 * line (`logAbortedRequest`).
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

/** The line of a request whose client closed the connection before the answer (`info`). */
export const logAbortedRequest: onRequestAbortHookHandler = (request, done) => {
  request.log.info({ req: request }, 'request aborted');
  done();
};
